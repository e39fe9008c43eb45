/**
 * Appearance → Author Site (inc/admin/settings/screen.php enqueues this on that
 * screen only). Choosing a WPForms form fills the field ids that are empty or
 * not in that form, and the name format, from the form's fields (the table's
 * `data-forms`, written by inc/admin/settings/view-forms.php); the subject
 * line says whether the subject field's choices are the site's seven.
 * `window.authorSiteSettingsText` holds the screen's translated words.
 */
( function () {
	const table = document.getElementById( 'author-site-wpforms' );
	if ( ! table ) {
		return;
	}
	const forms = JSON.parse( table.getAttribute( 'data-forms' ) || '{}' );
	const select = document.getElementById( 'author-site-wpforms-form' );
	const inputs = table.querySelectorAll( 'input[data-role]' );
	const list = document.getElementById( 'author-site-wpforms-fields' );
	const check = document.getElementById(
		'author-site-wpforms-subject-check'
	);
	const text = window.authorSiteSettingsText;

	function input( role ) {
		return table.querySelector( 'input[data-role="' + role + '"]' );
	}

	function setFormat( format ) {
		const radio = table.querySelector(
			'input[name$="[name_format]"][value="' + format + '"]'
		);
		if ( radio ) {
			radio.checked = true;
		}
	}

	function fieldOf( form, id ) {
		return form.fields.find( ( f ) => String( f.id ) === String( id ) );
	}

	function showSubject() {
		const form = forms[ select.value ];
		const subject = input( 'subject' ).value;
		check.textContent =
			form && subject && form.subjects[ subject ]
				? form.subjects[ subject ].text
				: '';
	}

	select.addEventListener( 'change', () => {
		const form = forms[ select.value ];
		if ( ! form ) {
			list.textContent = '';
			showSubject();
			return;
		}
		list.textContent = text.fields.replace(
			'%s',
			form.fields.length
				? form.fields
						.map(
							( f ) => f.id + ' ' + f.label + ' (' + f.type + ')'
						)
						.join( ', ' )
				: text.none
		);
		inputs.forEach( ( el ) => {
			const role = el.getAttribute( 'data-role' );
			if ( '' === el.value || ! fieldOf( form, el.value ) ) {
				el.value = form.detected.fields[ role ]
					? String( form.detected.fields[ role ] )
					: '';
			}
		} );
		const name = fieldOf( form, input( 'name' ).value );
		setFormat(
			name && name.format ? name.format : form.detected.name_format
		);
		showSubject();
	} );

	input( 'name' ).addEventListener( 'change', () => {
		const form = forms[ select.value ];
		const name = form && fieldOf( form, input( 'name' ).value );
		if ( name && name.format ) {
			setFormat( name.format );
		}
	} );

	input( 'subject' ).addEventListener( 'input', showSubject );
} )();
