/**
 * The frame of a landing page (a book's bonus page): the site's name and
 * logo without a menu, <main>, and a short footer.
 */
import type { ReactNode } from 'react';
import type { AuthorSiteConfig } from '../config/config';
import { layoutCopy as copy } from '../i18n/copy';
import { fill } from '../ui/fill';
import { Brand } from './SiteHeader';

interface LandingFrameProps {
	config: AuthorSiteConfig;
	children: ReactNode;
}

/** The site's name and logo, linking home; no menu. */
export function LandingHeader( { siteName }: { siteName: string } ) {
	return (
		<header className="site-header site-header--landing">
			<div className="container site-header__inner">
				<Brand siteName={ siteName } />
			</div>
		</header>
	);
}

/** The copyright and the privacy page's link. */
export function LandingFooter( { config }: { config: AuthorSiteConfig } ) {
	return (
		<footer className="site-footer site-footer--landing">
			{ config.privacy && (
				<p className="site-footer__legal">
					<a href={ config.privacy.url }>{ config.privacy.label }</a>
				</p>
			) }
			<p className="site-footer__copyright">
				{ fill( copy.footer.copyright, {
					authorName: config.authorName,
				} ) }
			</p>
		</footer>
	);
}

/** A landing page's frame: skip link, header without a menu, <main>, short footer. */
export function LandingFrame( { config, children }: LandingFrameProps ) {
	return (
		<div className="site site--landing">
			<a className="skip-link" href="#main">
				{ copy.skipLink }
			</a>
			<LandingHeader siteName={ config.siteName } />
			<main id="main" className="site-main" tabIndex={ -1 }>
				{ children }
			</main>
			<LandingFooter config={ config } />
		</div>
	);
}
