// Apart from ./checker-answers.ts (zod/mini), so that the quote form's island names the field without loading zod.

/** The quote form's field (and the quote link's parameter) that carries a result query. */
export const CHECKER_PARAM = "checker";
