/** The staff's accreditation routes (spec 2 section 2): the manage page and its sub-pages. */
export const accreditationPath = (id: unknown, sub = '') => `/accreditations/${encodeURIComponent(String(id))}${sub ? `/${sub}` : ''}`;

/** The public links of an accreditation (the contracts of issue 15 between the three areas). */
export const validationLink = (origin: string, pairCode: string) => `${origin}/validate/accreditation?p=${encodeURIComponent(pairCode)}`;
export const selfRegistrationLink = (origin: string, id: unknown) => `${origin}/accreditation-participant?accreditation=${encodeURIComponent(String(id))}`;
