/**
 * Appearance → Customize → Look (inc/app/customizer.php enqueues this in the
 * Customizer only). A colour refused for its contrast carries the nearest
 * colour that passes in its notification's data; this adds a button under the
 * message that sets it. `window.authorSiteCustomizerText` holds the words.
 */
/**
 * @param {Object} api wp.customize.
 */
( function ( api ) {
	const CODE = 'author_site_contrast';

	/**
	 * The code of a control's contrast notification: its setting's id first.
	 *
	 * @param {Object} control A colour control.
	 * @return {string} The code.
	 */
	function code( control ) {
		return control.setting.id + ':' + CODE;
	}

	/**
	 * Adds the "Use #rrggbb" button to a control's contrast message, once.
	 *
	 * @param {Object} control    A colour control.
	 * @param {string} suggestion The nearest colour that passes.
	 */
	function addButton( control, suggestion ) {
		const item = control.container[ 0 ].querySelector(
			'.customize-control-notifications-container [data-code="' +
				code( control ) +
				'"]'
		);
		if ( ! item || item.querySelector( 'button' ) ) {
			return;
		}
		const button = document.createElement( 'button' );
		button.type = 'button';
		button.className = 'button author-site-use-color';
		button.textContent = window.authorSiteCustomizerText.use.replace(
			'%s',
			suggestion
		);
		// The colour control moves its picker with its setting.
		button.addEventListener( 'click', function () {
			control.setting.set( suggestion );
		} );
		item.appendChild( button );
	}

	api.bind( 'ready', function () {
		api.control.each( function ( control ) {
			if ( 0 !== control.id.indexOf( 'author_site_color_' ) ) {
				return;
			}
			control.notifications.bind( 'rendered', function () {
				const note = control.notifications( code( control ) );
				if ( note && note.data && note.data.suggestion ) {
					addButton( control, note.data.suggestion );
				}
			} );
		} );
	} );
} )( window.wp.customize );
