import { StatusBadge } from "../../core/components/StatusBadge";

/** The automatic catalogue of a folder: its pages and sub-folders, in content order. */
export interface CatalogueEntry {
  path: string;
  title: string;
  description?: string;
  status?: string;
  children?: CatalogueEntry[];
}

export function CatalogueList({ entries, level = 0 }: { entries: CatalogueEntry[]; level?: number }) {
  if (!entries.length) return null;
  return (
    <ul className={level === 0 ? "catalogue not-prose" : "catalogue-children"} data-catalogue="">
      {entries.map((entry) => (
        <li key={entry.path} className="catalogue-item">
          <a href={entry.path} className="catalogue-link">
            <span className="catalogue-title">
              {entry.title}
              <StatusBadge status={entry.status} />
            </span>
            {entry.description ? <span className="catalogue-description">{entry.description}</span> : null}
          </a>
          {entry.children?.length ? <CatalogueList entries={entry.children} level={level + 1} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The catalogue of `entries` as an element (what the plugin renders, without importing React itself). */
export const Catalogue = ({ entries }: { entries: CatalogueEntry[] }) => <CatalogueList entries={entries} />;
