// Alone in its module for the route table in the entry chunk (route-data.ts re-exports it).

/** The tools that send an inquiry: their own routes, so the other tools load no form code. */
export const FORM_TOOLS = ['where-purchase', 'product-active'] as const;
