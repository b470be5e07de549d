/**
 * What an image URL alone tells: an unaccepted format by its extension,
 * dimensions written in it (CDN parameters such as ?w=40&h=40 or a
 * "40x40" path segment), and hosts the marketplace can never download from.
 * Everything else (real format, bytes, dimensions) is only known when the
 * marketplace downloads the image; the report says so in a note. These are
 * warnings: image problems do not refuse the import, they show later in the
 * import status (ERROR_DOWNLOADING_IMAGE, ERROR_IMAGE_TOO_SMALL...).
 */
import { LIMITS } from "../../../../domain/ad-catalogue/common-fields";
import type { RuleFinding } from "../types";

const ACCEPTED = new Set(["jpg", "jpeg", "png", "gif"]);
const IMAGE_ELSEWHERE = new Set(["webp", "avif", "bmp", "tif", "tiff", "heic", "heif", "svg", "ico", "jfif"]);
const { minWidth, minHeight, maxWidth, maxHeight } = LIMITS.images;

function dimensions(url: URL): { width?: number; height?: number } {
  const q = url.searchParams;
  const num = (v: string | null) => (v && /^\d{1,5}$/.test(v) ? Number(v) : undefined);
  const fromPath = url.pathname.match(/(?:^|[/_\-.])(\d{2,5})x(\d{2,5})(?=$|[/_\-.])/);
  if (fromPath) return { width: Number(fromPath[1]), height: Number(fromPath[2]) };
  return { width: num(q.get("w") ?? q.get("width")), height: num(q.get("h") ?? q.get("height")) };
}

const PRIVATE_HOST =
  /^(localhost|127\.\d+\.\d+\.\d+|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+|172\.(1[6-9]|2\d|3[01])\.\d+\.\d+|0\.0\.0\.0|\[::1\]|.+\.local|.+\.internal)$/i;

/** Findings for one image URL (already known to be an http(s) URL string). */
export function imageUrlFindings(raw: string, path: string): RuleFinding[] {
  const out: RuleFinding[] = [];
  const push = (f: Omit<RuleFinding, "path">) => out.push({ ...f, path });
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return [
      {
        path,
        severity: "warning",
        rule: "image.url",
        message: "URL de imagem mal formada",
        fix: "Envie a URL completa e válida da imagem (`https://...`).",
        code: "ERROR_DOWNLOADING_IMAGE",
      },
    ];
  }
  if (/\s/.test(raw)) {
    push({
      severity: "warning",
      rule: "image.spaces",
      message: "URL de imagem com espaços",
      fix: "Codifique os espaços como `%20` ou renomeie o arquivo sem espaços.",
      code: "ERROR_DOWNLOADING_IMAGE",
    });
  }
  if (PRIVATE_HOST.test(url.hostname)) {
    push({
      severity: "warning",
      rule: "image.private-host",
      message: `a imagem está em \`${url.hostname}\`, um endereço que só existe na sua rede`,
      fix: "Publique as imagens num endereço público, que o marketplace consiga baixar a qualquer momento.",
      code: "ERROR_DOWNLOADING_IMAGE",
    });
  }
  const ext = url.pathname.match(/\.([a-z0-9]{2,5})$/i)?.[1].toLowerCase();
  if (ext && IMAGE_ELSEWHERE.has(ext)) {
    push({
      severity: "warning",
      rule: "image.format",
      message: `imagem em formato ${ext.toUpperCase()} (pela extensão da URL)`,
      fix: `Converta para ${LIMITS.images.formats.join(", ")}: são os formatos aceitos.`,
    });
  } else if (ext && !ACCEPTED.has(ext) && /^(pdf|mp4|mov|avi|zip|doc|docx|html?)$/.test(ext)) {
    push({
      severity: "warning",
      rule: "image.format",
      message: `a URL aponta para um arquivo .${ext}, não para uma imagem`,
      fix: `Envie a URL de uma imagem ${LIMITS.images.formats.join(", ")}.`,
    });
  }
  const { width, height } = dimensions(url);
  const size = `${width ?? "?"}x${height ?? "?"}`;
  if ((width !== undefined && width < minWidth) || (height !== undefined && height < minHeight)) {
    push({
      severity: "warning",
      rule: "image.too-small",
      message: `a URL indica ${size} pixels, abaixo do mínimo de ${minWidth}x${minHeight}`,
      fix: `Use a imagem em tamanho real (de ${minWidth}x${minHeight} a ${maxWidth}x${maxHeight} pixels), não a miniatura.`,
      code: "ERROR_IMAGE_TOO_SMALL",
    });
  } else if (width !== undefined && height !== undefined && (Math.min(width, height) > maxWidth || Math.max(width, height) > maxHeight)) {
    push({
      severity: "warning",
      rule: "image.too-large",
      message: `a URL indica ${size} pixels, acima do máximo de ${maxWidth}x${maxHeight}`,
      fix: `Reduza a imagem para no máximo ${maxWidth}x${maxHeight} pixels.`,
    });
  }
  return out;
}
