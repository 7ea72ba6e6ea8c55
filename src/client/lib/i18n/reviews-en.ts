import type { DomainErrorCode } from '../../../contracts/errors';

/**
 * The words of buyers' reviews: the list in the product sheet and the /review/<token> page. Their
 * own dictionary per language, loaded with those chunks and never with the home page (the
 * first-load budget); `ReviewDictionary` is English's shape, so a string Hindi lacks fails the type check.
 */
export const reviewsEn = {
  list: {
    title: 'Reviews',
    outOf5: (average: string) => `${average} out of 5 · `,
    count: (n: number) => `${n} ${n === 1 ? 'review' : 'reviews'}`,
    starsLabel: (rating: number) => `${rating} out of 5 stars`,
    aBuyer: 'A buyer',
    verified: 'Verified buyer',
    photos: 'Buyer’s photos',
    photoAlt: (i: number, name: string) => `Photo ${i} from ${name || 'a buyer'}`,
  },
  page: {
    loading: 'Loading your order…',
    invalidLink: 'This review link is not valid',
    heading: (reference: string) => `How do you like your order ${reference}?`,
    thanks: (rating: number) =>
      `Thank you! Your review (${rating} of 5) is with the shop, which shows it once it has read it.`,
    yourRating: 'Your rating',
    star: (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`,
    chooseStars: 'Choose 1 to 5 stars',
    text: 'What did you think? (optional)',
    photos: (max: number) => `Photos of your piece (up to ${max}, optional)`,
    unreadable: 'This file could not be read',
    sendFailed: 'Could not send your review',
    loadFailed: 'Could not open your order. Please try again.',
    sending: 'Sending…',
    send: 'Send review',
    /** The server's answers by their code (contracts/errors.ts); its own message is English. */
    failures: {
      not_found: 'This review link is not valid',
      conflict: 'You have already reviewed this piece. Thank you!',
      unsupported_media: 'This file is not a photo we can read: choose a JPEG, PNG, WebP, GIF or HEIC photo',
      too_large: 'This photo is too large: 10 MB and 40 megapixels at most',
      rate_limited: 'Too many tries. Please wait a minute and try again.',
      invalid_input: 'Please check your rating, words and photos, and send again.',
    } satisfies Partial<Record<DomainErrorCode, string>>,
  },
};
export type ReviewDictionary = typeof reviewsEn;
