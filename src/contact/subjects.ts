import { contactSubjects as subjects } from '../i18n/copy';

/** The subject choices, in order (docs/forms.md#contact-fields); the PHP reads the same list. */
export const SUBJECTS: readonly string[] = subjects;
