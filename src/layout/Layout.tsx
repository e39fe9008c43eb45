/**
 * The layout around every view: skip link, header, <main>, footer.
 */
import { memo, useEffect } from '@wordpress/element';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { getConfig } from '../config/config';
import { layoutCopy as copy } from '../i18n/copy';
import { LandingFrame } from './LandingFrame';
import { SiteFooter } from './SiteFooter';
import { ServerView } from './ServerView';
import { useServerNotFound, useServerView } from './serverView';
import { SiteHeader } from './SiteHeader';
import { useNavigationScroll } from './useNavigationScroll';
import { useLinkIntent } from '../navigation/useLinkIntent';

/** The footer: the same on every route, so a navigation does not draw it again. */
const Footer = memo( SiteFooter );

interface LayoutProps {
	/** The view for an address the server answered "Page not found". */
	notFound: ReactNode;
	/** A landing page's frame (LandingFrame), unless the server answered "Page not found". */
	landing?: boolean;
}

/** The frame around every view; a landing page's own frame when `landing`. */
export function Layout( { notFound, landing = false }: LayoutProps ) {
	const config = getConfig();
	// On a WordPress view, <main> keeps the server's markup (docs/whole-site.md).
	const serverView = useServerView();
	const serverNotFound = useServerNotFound();
	useNavigationScroll();
	useLinkIntent();
	useEffect( () => {
		// Marks the moment React owns the page (used by the end-to-end tests).
		document.documentElement.dataset.app = 'ready';
	}, [] );
	if ( landing && ! serverView && ! serverNotFound ) {
		return (
			<LandingFrame config={ config }>
				<Outlet />
			</LandingFrame>
		);
	}
	return (
		<div className="site">
			<a className="skip-link" href="#main">
				{ copy.skipLink }
			</a>
			<SiteHeader
				siteName={ config.siteName }
				blog={ config.blog }
				menu={ config.menus.primary }
				serverView={ serverView }
				notFound={ serverNotFound }
			/>
			<main id="main" className="site-main" tabIndex={ -1 }>
				{ serverView && <ServerView view={ serverView } /> }
				{ ! serverView && serverNotFound && notFound }
				{ ! serverView && ! serverNotFound && <Outlet /> }
			</main>
			<Footer config={ config } />
		</div>
	);
}
