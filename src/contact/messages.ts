/** The contact form's own lines; inc/render/contact/ reads the same copy. */
import { contactCopy as copy } from '../i18n/copy';

/** The banner while the form is not connected to WPForms. */
export const UNCONFIGURED_BANNER: string = copy.unconfiguredBanner;

/** The success panel's line when WPForms sends no confirmation text. */
export const DEFAULT_CONFIRMATION: string = copy.sent.defaultConfirmation;
