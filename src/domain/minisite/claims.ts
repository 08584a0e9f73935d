/** What the partner pages claim (part 2 §9 "Text claims 5000 stays and 15 years of partnerships"). */
export const PARTNERSHIP_CLAIMS = { stays: 5000, years: 15 } as const;
