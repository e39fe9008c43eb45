/**
 * The configuration a page without one (or with unusable values) gets.
 */
import { DEFAULT_PICTURES } from './pictures';
import type { AuthorSiteConfig } from './types';

export const DEFAULT_CONFIG: AuthorSiteConfig = {
	homeUrl: '/',
	restUrl: '/wp-json/',
	ajaxUrl: '/wp-admin/admin-ajax.php',
	assetsUrl: '/wp-content/themes/author-site/',
	siteName: 'Claire Whitmore',
	authorName: 'Claire Whitmore',
	contactEmail: 'hello@example.com',
	social: {},
	contact: { wpforms: null },
	events: { icalUrl: null },
	newsletter: {
		formId: null,
		configUrl: '/constant-contact-config.json',
		available: true,
	},
	forms: { token: '', result: null },
	blog: null,
	privacy: null,
	pictures: DEFAULT_PICTURES,
	menus: { primary: null, footer: null },
};
