/**
 * Fixtures both forms' start-up tests share: a connected WPForms form and
 * newsletter reads that never answer.
 */
import type { WpformsConfig } from '../../../src/config/config';
import type { NewsletterConfigDeps } from '../../../src/newsletter/formConfig';

export const WPFORMS: WpformsConfig = {
	formId: 6,
	nameFormat: 'simple',
	fields: { name: 1, email: 2, subject: 3, message: 4 },
};

/** Reads that never answer: the configuration stays loading. */
const never = () => new Promise< never >( () => undefined );
export const NO_READS: NewsletterConfigDeps = {
	readPublic: jest.fn( never ),
	readAsEditor: jest.fn( never ),
	readConfigFile: jest.fn( never ),
	warn: jest.fn(),
	now: () => 0,
};
