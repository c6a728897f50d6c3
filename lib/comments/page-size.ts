/** docs/product.md, "Business constants": comments come 20 to a page (safe to import in the browser). */
export const COMMENTS_PER_PAGE = 20;
