/*
 * Starts the app once the server's markup has painted (inc/assets.php), and
 * later, when the page is idle, fetches the heading font for the next visit.
 * The app's scripts, exactly as WordPress prints them, sit in an inert
 * <template>; this copies each one into the document in the same order:
 * external scripts at once (they download in parallel and run in order),
 * inline ones (translations, configuration, data) right after the script
 * before them has run, so every script sees what it saw before.
 */
( function () {
	const template = document.getElementById( 'author-site-app-scripts' );
	const me = document.currentScript;
	const nonce = me ? me.nonce || me.getAttribute( 'nonce' ) : '';
	let started = false;
	const STORE_KEY = 'author-site-fonts';

	if ( ! template || ! template.content ) {
		return;
	}

	function copy( old ) {
		const script = document.createElement( 'script' );
		let i;
		for ( i = 0; i < old.attributes.length; i++ ) {
			if ( 'nonce' !== old.attributes[ i ].name ) {
				script.setAttribute(
					old.attributes[ i ].name,
					old.attributes[ i ].value
				);
			}
		}
		if ( nonce ) {
			script.nonce = nonce;
		}
		if ( ! old.hasAttribute( 'src' ) ) {
			script.text = old.text;
		}
		return script;
	}

	// One script a task: each insertion starts a request, and a dozen of them
	// at once would make one long task. Order is kept all the same: scripts
	// inserted with async = false run in the order they were inserted.
	function start() {
		if ( started ) {
			return;
		}
		started = true;
		const scripts = template.content.querySelectorAll( 'script' );
		let waiting = null;
		let i = 0;
		whenIdle( warmFonts );
		( function next() {
			let script;
			for ( ; i < scripts.length; i++ ) {
				script = copy( scripts[ i ] );
				if ( script.src ) {
					script.async = false;
					waiting = [];
					script.onload = script.onerror = runAfter( waiting );
					document.body.appendChild( script );
					i++;
					window.setTimeout( next, 0 );
					return;
				}
				if ( waiting ) {
					waiting.push( script );
				} else {
					document.body.appendChild( script );
				}
			}
		} )();
	}

	// Prefetches the heading font's files into the HTTP cache, then notes
	// their version: from the next page view on, the head's switch uses the
	// font (author_site_print_font_switch()). This visit keeps its font.
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

	function runAfter( inline ) {
		return function () {
			let i;
			for ( i = 0; i < inline.length; i++ ) {
				document.body.appendChild( inline[ i ] );
			}
		};
	}

	// A hidden page (a background tab, a prerender) paints nothing: start
	// now. Otherwise once the browser reports the first contentful paint
	// (its time is when the frame reached the screen), then one more frame.
	function afterPaint() {
		window.requestAnimationFrame( function () {
			window.setTimeout( start, 0 );
		} );
	}
	if ( 'hidden' === document.visibilityState ) {
		start();
	} else if (
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
