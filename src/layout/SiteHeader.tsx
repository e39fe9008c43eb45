/**
 * The site header: brand and main navigation.
 */
import { useEffect, useRef } from '@wordpress/element';
import { Link, NavLink, useLocation, useMatch } from 'react-router-dom';
import { isListedBook, isListedSeries } from '../books/store';
import type { MenuLink, PageLink } from '../config/config';
import { Icon } from '../ui/Icon';
import { Logo } from '../ui/Logo';
import { layoutCopy as copy } from '../i18n/copy';
import { NAV_ITEMS } from './navigation';
import type { ServerViewSnapshot } from './serverView';

interface SiteHeaderProps {
	siteName: string;
	/** The posts page, when there is one: the last item (a WordPress view). */
	blog: PageLink | null;
	/** The menu assigned to "Main navigation", or null: the theme's own links. */
	menu?: MenuLink[] | null;
	/** The WordPress view shown, if any: then no route is current. */
	serverView: ServerViewSnapshot | null;
	/** The server's "Page not found" is shown: no route is current. */
	notFound?: boolean;
}

interface MenuItemsProps {
	links: MenuLink[];
	blog: PageLink | null;
	serverView: ServerViewSnapshot | null;
	notFound: boolean;
}

/**
 * The main navigation's links: the assigned menu, else the five routes and the
 * posts page.
 */
export function menuLinks(
	menu: MenuLink[] | null,
	blog: PageLink | null
): MenuLink[] {
	if ( menu ) {
		return menu;
	}
	return [
		...NAV_ITEMS.map( ( item ) => ( { ...item, url: item.to } ) ),
		...( blog ? [ blog ] : [] ),
	];
}

/**
 * The menu's items: a route's link navigates in the app; another is an
 * ordinary link, current only as the posts page when that page is shown.
 */
function MenuItems( { links, blog, serverView, notFound }: MenuItemsProps ) {
	const onBlog = serverView?.kind === 'blog';
	// A listed book's page is under Books: that item is current there too.
	const bookSlug = useMatch( '/books/:slug' )?.params.slug;
	const seriesSlug = useMatch( '/series/:slug' )?.params.slug;
	const onBook = bookSlug !== undefined && isListedBook( bookSlug );
	// So is a listed series' page, outside its path.
	const onSeries = seriesSlug !== undefined && isListedSeries( seriesSlug );
	return (
		<>
			{ links.map( ( link, index ) => {
				const { to } = link;
				if ( to === undefined ) {
					const current = onBlog && blog?.url === link.url;
					return (
						<li key={ index } className="site-menu__item">
							<a
								aria-current={ current ? 'page' : undefined }
								className={
									current
										? 'site-menu__link is-active'
										: 'site-menu__link'
								}
								href={ link.url }
							>
								{ link.label }
							</a>
						</li>
					);
				}
				// On a series' page, Books is current though the path is not under it.
				const seriesBooks =
					onSeries && to === '/books' && ! serverView && ! notFound;
				return (
					<li key={ index } className="site-menu__item">
						{ serverView || notFound || seriesBooks ? (
							<Link
								to={ to }
								aria-current={
									seriesBooks ? 'page' : undefined
								}
								className={
									seriesBooks
										? 'site-menu__link is-active'
										: 'site-menu__link'
								}
							>
								{ link.label }
							</Link>
						) : (
							<NavLink
								to={ to }
								end={ ! ( onBook && to === '/books' ) }
								className={ ( { isActive } ) =>
									isActive
										? 'site-menu__link is-active'
										: 'site-menu__link'
								}
							>
								{ link.label }
							</NavLink>
						) }
					</li>
				);
			} ) }
		</>
	);
}

/**
 * The mobile menu is a native <details>, working before the app starts; its
 * `open` is the only state (docs/first-paint.md#the-menu-before-the-app).
 * The app adds closing on navigation and on Escape.
 */
function useMenu() {
	const navRef = useRef< HTMLElement >( null );
	const menuRef = useRef< HTMLDetailsElement >( null );
	const location = useLocation();
	const shownKey = useRef( location.key );

	useEffect( () => {
		const menu = menuRef.current;
		if ( shownKey.current !== location.key && menu ) {
			menu.open = false;
		}
		shownKey.current = location.key;
	}, [ location.key ] );

	useEffect( () => {
		const onKeyDown = ( event: KeyboardEvent ) => {
			const nav = navRef.current;
			const menu = menuRef.current;
			// Escape in a form field is not for us.
			const inMenu =
				!! nav && nav.contains( nav.ownerDocument.activeElement );
			if (
				event.key === 'Escape' &&
				! event.defaultPrevented &&
				inMenu &&
				menu?.open
			) {
				menu.open = false;
				menu.querySelector< HTMLElement >( 'summary' )?.focus();
			}
		};
		document.addEventListener( 'keydown', onKeyDown );
		return () => document.removeEventListener( 'keydown', onKeyDown );
	}, [] );

	return { navRef, menuRef };
}

/** The site's logo and name, linking home. */
export function Brand( { siteName }: { siteName: string } ) {
	return (
		<Link to="/" className="brand">
			<Logo className="brand__logo" size={ 40 } besideName />
			<span className="brand__name">{ siteName }</span>
		</Link>
	);
}

/**
 * The header with the current item marked. Below 768 px the list hides behind
 * the <summary> toggle; it is the <details>' sibling, so CSS shows it at md and up.
 */
export function SiteHeader( {
	siteName,
	blog,
	menu = null,
	serverView,
	notFound = false,
}: SiteHeaderProps ) {
	const { navRef, menuRef } = useMenu();

	return (
		<header className="site-header">
			<div className="container site-header__inner">
				<Brand siteName={ siteName } />
				<nav
					className="site-nav"
					aria-label={ copy.header.navLabel }
					ref={ navRef }
				>
					{ /* The reader may open it before the app starts: the
					`open` attribute is then the browser's, not a mismatch. */ }
					<details
						className="menu-disclosure"
						ref={ menuRef }
						suppressHydrationWarning
					>
						<summary
							id="menu-toggle"
							className="menu-toggle"
							aria-controls="site-menu"
						>
							<Icon name="menu" className="menu-toggle__open" />
							<Icon name="close" className="menu-toggle__close" />
							<span className="menu-toggle__label">
								{ copy.header.menuLabel }
							</span>
						</summary>
					</details>
					<ul id="site-menu" className="site-menu">
						<MenuItems
							links={ menuLinks( menu, blog ) }
							blog={ blog }
							serverView={ serverView }
							notFound={ notFound }
						/>
					</ul>
				</nav>
			</div>
		</header>
	);
}
