/**
 * What an unknown, malformed or expired design link says, on its page and from the API. In a
 * module of its own, free of zod, so the home page can show it without the design schemas.
 */
export const DESIGN_GONE_MESSAGE = 'This design link has expired or does not exist';
