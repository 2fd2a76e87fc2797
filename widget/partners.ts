/**
 * The four partner organisations shown on step 0 (SPEC 2). PLACEHOLDER names, the same as the site's
 * PARTNERS list: the real partners are not in the specification. The logos are accessible text
 * placeholders until the operator supplies image files.
 */
export const PARTNER_NAMES: readonly string[] = ['Partner One', 'Partnertwo', 'Partnerthree', 'Partnerfour'];
