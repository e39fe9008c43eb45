/*
 * Starts the app once the server's markup has painted, copying its scripts
 * out of the inert <template> in WordPress's order, and later prefetches the
 * heading font for the next visit (docs/first-paint.md).
 * Printed by inc/assets.php.
 */
( function () {
	const template = document.getElementById( 'author-site-app-scripts' );
	const me = document.currentScript;
	let started = false;
	const STORE_KEY = 'author-site-fonts';

	if ( ! template || ! template.content ) {
		return;
	}

	function copy( old ) {
		const script = document.createElement( 'script' );
		let i;
		for ( i = 0; i < old.attributes.length; i++ ) {
			script.setAttribute(
				old.attributes[ i ].name,
				old.attributes[ i ].value
			);
		}
		if ( ! old.hasAttribute( 'src' ) ) {
			script.text = old.text;
		}
		return script;
	}

	// Whether the browser will run a copied script at all (a plugin may have
	// set a type that keeps it inert until some consent, say).
	function runs( script ) {
		const type = ( script.getAttribute( 'type' ) || '' ).toLowerCase();
		return (
			! script.hasAttribute( 'nomodule' ) &&
			( '' === type ||
				'module' === type ||
				/(^|\/)(x-)?(java|ecma)script$/.test( type ) )
		);
	}

	// Copies the scripts in order (docs/first-paint.md#no-script-before-the-first-paint):
	// external ones with async = false, each inline one right after the script
	// before it has run (asked at the moment it matters). While the page is
	// visible, one external script a task: each insertion starts a request.
	function start() {
		if ( started ) {
			return;
		}
		started = true;
		const scripts = template.content.querySelectorAll( 'script' );
		let previous = null;
		let i = 0;
		whenIdle( warmFonts );
		( function next() {
			let script;
			for ( ; i < scripts.length; i++ ) {
				script = copy( scripts[ i ] );
				if ( script.src && runs( script ) ) {
					previous = pending( script );
					document.body.appendChild( script );
					if ( 'hidden' !== document.visibilityState ) {
						i++;
						window.setTimeout( next, 0 );
						return;
					}
				} else if ( previous && ! previous.done ) {
					previous.after.push( script );
				} else {
					document.body.appendChild( script );
				}
			}
		} )();
	}

	// Follows an external script: `done` once it has run or failed, then
	// inserts the inline scripts queued behind it, in order.
	function pending( script ) {
		const state = { done: false, after: [] };
		script.async = false;
		script.onload = script.onerror = function () {
			script.onload = script.onerror = null;
			state.done = true;
			state.after.forEach( function ( inline ) {
				document.body.appendChild( inline );
			} );
			state.after = [];
		};
		return state;
	}

	// Prefetches the heading font's files and notes their version, so that the
	// next page view uses the font (author_site_print_font_switch()).
	function warmFonts() {
		const version = me && me.getAttribute( 'data-fonts-version' );
		let urls;
		let left;
		try {
			if ( ! version || localStorage.getItem( STORE_KEY ) === version ) {
				return;
			}
			urls = JSON.parse( me.getAttribute( 'data-fonts' ) || '[]' );
		} catch {
			return;
		}
		left = urls.length;
		urls.forEach( function ( url ) {
			const link = document.createElement( 'link' );
			link.rel = 'prefetch';
			// Fetched the way the font will be (CORS), so the cached copy fits.
			link.crossOrigin = 'anonymous';
			link.href = url;
			link.onload = function () {
				left--;
				if ( 0 === left ) {
					try {
						localStorage.setItem( STORE_KEY, version );
					} catch {}
				}
			};
			document.head.appendChild( link );
		} );
	}

	function whenIdle( task ) {
		function later() {
			if ( window.requestIdleCallback ) {
				window.requestIdleCallback( task, { timeout: 5000 } );
			} else {
				window.setTimeout( task, 1000 );
			}
		}
		if ( 'complete' === document.readyState ) {
			later();
		} else {
			window.addEventListener( 'load', later );
		}
	}

	// A hidden page paints nothing: start now. Otherwise after the first
	// contentful paint, then one more frame.
	function afterPaint() {
		window.requestAnimationFrame( function () {
			window.setTimeout( start, 0 );
		} );
	}
	if ( 'hidden' === document.visibilityState ) {
		start();
		return;
	}
	// Sent to the background before it painted: no paint will come.
	document.addEventListener( 'visibilitychange', function () {
		if ( 'hidden' === document.visibilityState ) {
			start();
		}
	} );
	if (
		window.PerformanceObserver &&
		( window.PerformanceObserver.supportedEntryTypes || [] ).indexOf(
			'paint'
		) >= 0
	) {
		try {
			new window.PerformanceObserver( function ( list, observer ) {
				if (
					list.getEntriesByName( 'first-contentful-paint' ).length
				) {
					observer.disconnect();
					afterPaint();
				}
			} ).observe( { type: 'paint', buffered: true } );
		} catch {
			afterPaint();
		}
		window.setTimeout( start, 3000 );
	} else {
		afterPaint();
	}
} )();
