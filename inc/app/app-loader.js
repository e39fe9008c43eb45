/*
 * Starts the app once the server's markup has painted (inc/app/assets.php).
 * The app's scripts, exactly as WordPress prints them, sit in an inert
 * <template>; this copies each one into the document in the same order:
 * external scripts at once (they download in parallel and run in order),
 * inline ones (translations, configuration, data) right after the script
 * before them has run, so every script sees what it saw before.
 */
( function () {
	const template = document.getElementById( 'author-site-app-scripts' );
	const me = document.currentScript;
	let started = false;

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

	// Copies the scripts in order. External ones are inserted with
	// async = false, so the browser runs them in the order they were
	// inserted, each after the one before it, whenever each arrives. An
	// inline one must run right after the external script before it and
	// before the next: it is inserted at once if that script has already
	// run (or failed, or never will), else from its load or error event,
	// which the browser fires right after running it, before running the
	// next. Whether that script has run is asked at the moment it matters,
	// so no timing (a script from the cache that runs before the next step,
	// a slow one, a failed one) loses, repeats or reorders any of them.
	// While the page is visible, one external script a task: each insertion
	// starts a request, and a dozen at once would make one long task. A
	// hidden page paints nothing and has its timers slowed: the rest at once.
	function start() {
		if ( started ) {
			return;
		}
		started = true;
		linkStylesheet();
		const scripts = template.content.querySelectorAll( 'script' );
		let previous = null;
		let i = 0;
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

	// Loads the whole stylesheet, unapplied: the page's inline CSS holds only
	// the rules its markup uses, and the app adds the rest of them before it
	// starts (src/stylesheet.ts). `data-settled` tells it the file has loaded
	// or failed.
	function linkStylesheet() {
		const href = me && me.getAttribute( 'data-styles' );
		if ( ! href ) {
			return;
		}
		const link = document.createElement( 'link' );
		link.rel = 'stylesheet';
		link.media = 'not all';
		link.id = 'author-site-stylesheet';
		link.onload = link.onerror = function () {
			link.setAttribute( 'data-settled', '' );
		};
		link.href = href;
		document.head.appendChild( link );
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

	// Starts one frame after the pictures the first view shows at once
	// (not lazy) have loaded or failed: the app's scripts would otherwise
	// share the network with the largest picture and delay its paint.
	function afterPictures() {
		const waiting = Array.prototype.filter.call(
			document.querySelectorAll( '#root img' ),
			function ( img ) {
				return (
					'lazy' !== img.getAttribute( 'loading' ) && ! img.complete
				);
			}
		);
		let left = waiting.length;
		function afterPaint() {
			window.requestAnimationFrame( function () {
				window.setTimeout( start, 0 );
			} );
		}
		function settled( event ) {
			event.target.removeEventListener( 'load', settled );
			event.target.removeEventListener( 'error', settled );
			left--;
			if ( 0 === left ) {
				afterPaint();
			}
		}
		if ( 0 === left ) {
			afterPaint();
			return;
		}
		waiting.forEach( function ( img ) {
			img.addEventListener( 'load', settled );
			img.addEventListener( 'error', settled );
		} );
	}

	// A hidden page (a background tab, a prerender) paints nothing: start
	// now. Otherwise once the browser reports the first contentful paint
	// and the first view's pictures are in, or after 3 s whatever happens.
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
					afterPictures();
				}
			} ).observe( { type: 'paint', buffered: true } );
		} catch {
			afterPictures();
		}
	} else {
		afterPictures();
	}
	window.setTimeout( start, 3000 );
} )();
