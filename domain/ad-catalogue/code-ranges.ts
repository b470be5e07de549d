/**
 * Writes a list of codes the way the pages read them: runs of three or more
 * consecutive numbers as "`1` a `9`", the rest one by one ("`1` a `3`, `5`").
 * Inline markdown, so the same sentence serves tables, notes and messages.
 */
export function codeRangesText(codes: readonly string[]): string {
  const quote = (c: string | number) => `\`${c}\``;
  if (!codes.every((c) => /^\d+$/.test(c))) return codes.map(quote).join(", ");
  const nums = codes.map(Number);
  const parts: string[] = [];
  for (let i = 0; i < nums.length; ) {
    let j = i;
    while (j + 1 < nums.length && nums[j + 1] === nums[j] + 1) j++;
    if (j - i >= 2) parts.push(`${quote(nums[i])} a ${quote(nums[j])}`);
    else for (let k = i; k <= j; k++) parts.push(quote(nums[k]));
    i = j + 1;
  }
  return parts.join(", ");
}
