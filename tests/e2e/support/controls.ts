import type { Page } from '@playwright/test';

/**
 * Every control shown on the page as it is now that would look pressable and
 * do nothing without the app (docs/first-paint.md#every-control-works-or-waits),
 * each as "tag "label": why". What works with no script: a link to an
 * address (or to an element of the page), a <summary> opening its
 * <details>, a form's field, a form's submit button (the form posts), a
 * disabled control (it looks so).
 * @param page
 */
export function deadControls( page: Page ): Promise< string[] > {
	return page.evaluate( () => {
		const pressable = document.querySelectorAll< HTMLElement >(
			'a, button, summary, input, select, textarea, [role="button"], [role="link"], [onclick]'
		);
		const why = ( element: HTMLElement ): string | null => {
			if ( element.hasAttribute( 'onclick' ) ) {
				return 'an inline handler';
			}
			if (
				element.getAttribute( 'role' ) === 'button' ||
				element.getAttribute( 'role' ) === 'link'
			) {
				return `role ${ element.getAttribute( 'role' ) } on a <${ element.localName }>`;
			}
			if ( element instanceof HTMLAnchorElement ) {
				const href = element.getAttribute( 'href' ) ?? '';
				if (
					href === '' ||
					href === '#' ||
					/^javascript:/i.test( href )
				) {
					return `a link to "${ href }"`;
				}
				if (
					href.startsWith( '#' ) &&
					! document.getElementById(
						decodeURIComponent( href.slice( 1 ) )
					)
				) {
					return `a link to ${ href }, not on the page`;
				}
				return null;
			}
			if ( element.localName === 'summary' ) {
				const details = element.parentElement;
				return details?.localName === 'details' &&
					details.querySelector( ':scope > summary' ) === element
					? null
					: 'a <summary> outside its <details>';
			}
			if (
				element instanceof HTMLButtonElement ||
				( element instanceof HTMLInputElement &&
					[ 'button', 'submit', 'reset', 'image' ].includes(
						element.type
					) )
			) {
				const button = element as HTMLButtonElement | HTMLInputElement;
				if ( button.disabled ) {
					return null;
				}
				if ( button.type === 'button' ) {
					return 'a button only a script runs';
				}
				return button.form?.method === 'post' ||
					button.form?.method === 'get'
					? null
					: 'a submit button outside a form that sends';
			}
			return null;
		};
		return Array.from( pressable )
			.filter( ( element ) => element.checkVisibility() )
			.flatMap( ( element ) => {
				const reason = why( element );
				const label = (
					element.getAttribute( 'aria-label' ) ??
					element.textContent ??
					''
				)
					.trim()
					.replace( /\s+/g, ' ' );
				return reason
					? [ `${ element.localName } "${ label }": ${ reason }` ]
					: [];
			} );
	} );
}
