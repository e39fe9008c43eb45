import { useEffect, useRef, useState } from '@wordpress/element';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Icon } from '../ui/Icon';
import { Logo } from '../ui/Logo';
import copy from './copy.json';
import { NAV_ITEMS } from './navigation';

interface SiteHeaderProps {
	siteName: string;
}

/**
 * The mobile menu's state: closed on navigation, and on Escape while focus
 * is in the menu (focus then returns to the toggle).
 */
function useMenu() {
	const [ open, setOpen ] = useState( false );
	const navRef = useRef< HTMLElement >( null );
	const location = useLocation();

	useEffect( () => setOpen( false ), [ location.key ] );

	useEffect( () => {
		if ( ! open ) {
			return undefined;
		}
		const onKeyDown = ( event: KeyboardEvent ) => {
			// Only when focus is in the menu: Escape in a form field is not for us.
			const nav = navRef.current;
			const inMenu =
				!! nav && nav.contains( nav.ownerDocument.activeElement );
			if (
				event.key === 'Escape' &&
				! event.defaultPrevented &&
				inMenu
			) {
				setOpen( false );
				document.getElementById( 'menu-toggle' )?.focus();
			}
		};
		document.addEventListener( 'keydown', onKeyDown );
		return () => document.removeEventListener( 'keydown', onKeyDown );
	}, [ open ] );

	return { open, setOpen, navRef };
}

/**
 * Navigation on every page with the current item marked. Below the md
 * breakpoint (768 px) the list collapses behind a toggle button; the menu
 * closes on navigation and on Escape. PHP: author_site_render_header(),
 * inc/render/layout.php.
 * @param root0
 * @param root0.siteName
 */
export function SiteHeader( { siteName }: SiteHeaderProps ) {
	const { open, setOpen, navRef } = useMenu();

	return (
		<header className="site-header">
			<div className="container site-header__inner">
				<Link to="/" className="brand">
					<Logo className="brand__logo" size={ 40 } />
					<span className="brand__name">{ siteName }</span>
				</Link>
				<nav
					className="site-nav"
					aria-label={ copy.header.navLabel }
					ref={ navRef }
				>
					<button
						type="button"
						id="menu-toggle"
						className="menu-toggle"
						aria-expanded={ open ? 'true' : 'false' }
						aria-controls="site-menu"
						onClick={ () => setOpen( ! open ) }
					>
						<Icon name={ open ? 'close' : 'menu' } />
						<span className="menu-toggle__label">
							{ copy.header.menuLabel }
						</span>
					</button>
					<ul
						id="site-menu"
						className={ open ? 'site-menu is-open' : 'site-menu' }
					>
						{ NAV_ITEMS.map( ( item ) => (
							<li key={ item.to } className="site-menu__item">
								<NavLink
									to={ item.to }
									end
									className={ ( { isActive } ) =>
										isActive
											? 'site-menu__link is-active'
											: 'site-menu__link'
									}
								>
									{ item.label }
								</NavLink>
							</li>
						) ) }
					</ul>
				</nav>
			</div>
		</header>
	);
}
