/**
 * The portal's own name: a brand, shown as it is in every language (like an employer's or a
 * carrier's name), so it is a constant rather than a text of a catalog. The browser's shell reads
 * it from here, so the landing page's first bundle does not carry the API's texts.
 */
export const productName = 'Benefits Enrollment Portal';
