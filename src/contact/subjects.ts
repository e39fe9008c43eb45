import { contactSubjects as subjects } from '../i18n/copy';

/**
 * docs/forms.md#contact-fields: the subject choices, in order. One list in `subjects.json`, which
 * the theme's PHP reads too (the content health panel compares the WPForms
 * dropdown with it).
 */
export const SUBJECTS: readonly string[] = subjects;
