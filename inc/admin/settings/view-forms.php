<?php
/**
 * The settings screen's contact form (WPForms) and newsletter (Constant
 * Contact Forms) sections.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** A notice box. */
function author_site_settings_notice( $type, $message ) {
	printf(
		'<div class="notice notice-%1$s inline"><p>%2$s</p></div>',
		esc_attr( $type ),
		esc_html( $message )
	);
}

/** The contact form section. */
function author_site_settings_render_wpforms( $settings ) {
	$forms   = author_site_wpforms_forms();
	$saved   = is_array( $settings['wpforms'] ) ? $settings['wpforms'] : array();
	$form_id = author_site_positive_int( isset( $saved['form_id'] ) ? (string) $saved['form_id'] : '' );
	$fields  = isset( $saved['fields'] ) && is_array( $saved['fields'] ) ? $saved['fields'] : array();
	$format  = isset( $saved['name_format'] ) && 'first-last' === $saved['name_format'] ? 'first-last' : 'simple';
	$name    = 'author_site_settings[wpforms]';
	$active  = author_site_wpforms_active();
	?>
	<h2><?php esc_html_e( 'Contact form (WPForms)', 'author-site' ); ?></h2>
	<?php
	if ( ! $active ) {
		author_site_settings_notice(
			'warning',
			$forms
				? __( 'WPForms is not active. Its saved forms are listed below, but messages can only be sent through a form while the plugin is active.', 'author-site' )
				: __( 'WPForms is not active — the contact form opens the visitor’s email app instead.', 'author-site' )
		);
	} elseif ( ! $forms ) {
		author_site_settings_notice( 'warning', __( 'WPForms has no published form yet — the contact form opens the visitor’s email app instead. Create a form with Name, Email, Dropdown (Subject) and Paragraph Text (Message) fields, then choose it here.', 'author-site' ) );
	}
	if ( ! $forms ) {
		// So saving the screen without a form to choose keeps the saved mapping.
		if ( $form_id ) {
			printf( '<input type="hidden" name="%s[form_id]" value="%d">', esc_attr( $name ), (int) $form_id );
			foreach ( $fields as $role => $id ) {
				printf( '<input type="hidden" name="%1$s[fields][%2$s]" value="%3$d">', esc_attr( $name ), esc_attr( $role ), (int) $id );
			}
			printf( '<input type="hidden" name="%1$s[name_format]" value="%2$s">', esc_attr( $name ), esc_attr( $format ) );
		}
		return;
	}
	$data    = author_site_settings_wpforms_data( $forms );
	$current = isset( $forms[ $form_id ] ) ? $forms[ $form_id ] : null;
	?>
	<table class="form-table" role="presentation" id="author-site-wpforms" data-forms="<?php echo esc_attr( wp_json_encode( (object) $data ) ); ?>">
		<tr>
			<th scope="row"><label for="author-site-wpforms-form"><?php esc_html_e( 'Form', 'author-site' ); ?></label></th>
			<td>
				<select id="author-site-wpforms-form" name="<?php echo esc_attr( $name ); ?>[form_id]">
					<option value="0"><?php esc_html_e( '— None: the email fallback —', 'author-site' ); ?></option>
					<?php foreach ( $forms as $form ) : ?>
						<option value="<?php echo esc_attr( (string) $form['id'] ); ?>" <?php selected( $form_id, $form['id'] ); ?>>
							<?php echo esc_html( sprintf( '%s (#%d)', $form['title'], $form['id'] ) ); ?>
						</option>
					<?php endforeach; ?>
				</select>
				<?php if ( $form_id && ! $current ) : ?>
					<p class="description">
						<?php
						/* translators: %d: form id. */
						echo esc_html( sprintf( __( 'The saved form #%d is not a published WPForms form any more.', 'author-site' ), $form_id ) );
						?>
					</p>
				<?php endif; ?>
				<p class="description"><?php esc_html_e( 'When you choose a form, its fields are found by type below; check them and save.', 'author-site' ); ?></p>
				<p class="description" id="author-site-wpforms-fields" aria-live="polite"><?php echo esc_html( $current ? author_site_settings_field_list( $current ) : '' ); ?></p>
			</td>
		</tr>
		<?php author_site_settings_render_wpforms_mapping( $name, $fields, $format, $current ); ?>
	</table>
	<?php
}

/**
 * What the screen's script needs of each form (the table's `data-forms`).
 * @param array<int,array> $forms author_site_wpforms_forms().
 */
function author_site_settings_wpforms_data( array $forms ) {
	$data = array();
	foreach ( $forms as $form ) {
		$subjects = array();
		foreach ( $form['fields'] as $field ) {
			$subjects[ $field['id'] ] = author_site_wpforms_subject_check( $field );
		}
		$data[ $form['id'] ] = array(
			'fields'   => array_map(
				function ( $field ) {
					return array(
						'id'     => $field['id'],
						'label'  => $field['label'],
						'type'   => $field['type'],
						'format' => 'name' === $field['type'] ? author_site_wpforms_name_format( $field ) : '',
					);
				},
				$form['fields']
			),
			'detected' => author_site_wpforms_detect( $form ),
			'subjects' => (object) $subjects,
		);
	}
	return $data;
}

/**
 * The contact form section's rows for the four field ids and the name format.
 * @param array|null $current Saved form, if still published.
 */
function author_site_settings_render_wpforms_mapping( $name, $fields, $format, $current ) {
	foreach ( AUTHOR_SITE_WPFORMS_ROLES as $role => $label ) :
		?>
		<tr class="author-site-wpforms-mapping">
			<th scope="row">
				<label for="author-site-wpforms-<?php echo esc_attr( $role ); ?>">
					<?php
					/* translators: %s: Name, Email, Subject or Message. */
					echo esc_html( sprintf( __( '%s field id', 'author-site' ), $label ) );
					?>
				</label>
			</th>
			<td>
				<input type="number" min="1" step="1" class="small-text" id="author-site-wpforms-<?php echo esc_attr( $role ); ?>" name="<?php echo esc_attr( $name ); ?>[fields][<?php echo esc_attr( $role ); ?>]" value="<?php echo esc_attr( isset( $fields[ $role ] ) ? (string) (int) $fields[ $role ] : '' ); ?>" data-role="<?php echo esc_attr( $role ); ?>">
				<?php if ( 'subject' === $role ) : ?>
					<p class="description" id="author-site-wpforms-subject-check" aria-live="polite"><?php echo esc_html( author_site_settings_subject_text( $current, isset( $fields['subject'] ) ? (int) $fields['subject'] : 0 ) ); ?></p>
					<p class="description"><?php esc_html_e( 'Optional: without a subject field, the subject is not sent.', 'author-site' ); ?></p>
				<?php endif; ?>
			</td>
		</tr>
	<?php endforeach; ?>
	<tr class="author-site-wpforms-mapping">
		<th scope="row"><?php esc_html_e( 'Name format', 'author-site' ); ?></th>
		<td>
			<fieldset>
				<legend class="screen-reader-text"><?php esc_html_e( 'Name format', 'author-site' ); ?></legend>
				<label><input type="radio" name="<?php echo esc_attr( $name ); ?>[name_format]" value="simple" <?php checked( $format, 'simple' ); ?>> <?php esc_html_e( 'Simple (one box)', 'author-site' ); ?></label><br>
				<label><input type="radio" name="<?php echo esc_attr( $name ); ?>[name_format]" value="first-last" <?php checked( $format, 'first-last' ); ?>> <?php esc_html_e( 'First and last name', 'author-site' ); ?></label>
			</fieldset>
		</td>
	</tr>
	<?php
}

/**
 * The verdict on the subject field's choices, '' without a form or field.
 * @param array|null $form A form from author_site_wpforms_form_from_post().
 */
function author_site_settings_subject_text( $form, $field_id ) {
	foreach ( $form && $field_id ? $form['fields'] : array() as $field ) {
		if ( $field_id === $field['id'] ) {
			$check = author_site_wpforms_subject_check( $field );
			return $check['text'];
		}
	}
	return '';
}

/**
 * "Fields of this form: 1 Name (name), …" for the screen.
 * @param array $form A form from author_site_wpforms_form_from_post().
 */
function author_site_settings_field_list( $form ) {
	$items = array();
	foreach ( $form['fields'] as $field ) {
		$items[] = sprintf( '%d %s (%s)', $field['id'], $field['label'], $field['type'] );
	}
	/* translators: %s: the form's fields, comma separated. */
	return sprintf( __( 'Fields of this form: %s', 'author-site' ), $items ? implode( ', ', $items ) : __( 'none', 'author-site' ) );
}

/** The newsletter section. */
function author_site_settings_render_newsletter( $settings ) {
	$usable  = author_site_newsletter_plugin_usable();
	$forms   = author_site_ctct_forms();
	$form_id = isset( $settings['newsletter_form_id'] ) && is_scalar( $settings['newsletter_form_id'] ) ? absint( $settings['newsletter_form_id'] ) : 0;
	?>
	<h2><?php esc_html_e( 'Newsletter (Constant Contact Forms)', 'author-site' ); ?></h2>
	<?php
	if ( ! $usable ) {
		author_site_settings_notice( 'warning', __( 'Constant Contact Forms is not active — the newsletter sign-up tells visitors it is unavailable.', 'author-site' ) );
	} elseif ( ! $forms ) {
		author_site_settings_notice( 'warning', __( 'Constant Contact Forms has no published form yet — create one (an email field, optionally a first name) and choose it here.', 'author-site' ) );
	}
	if ( ! $forms ) {
		printf( '<input type="hidden" name="author_site_settings[newsletter_form_id]" value="%d">', (int) $form_id );
		return;
	}
	$config = author_site_newsletter_config();
	?>
	<table class="form-table" role="presentation">
		<tr>
			<th scope="row"><label for="author-site-newsletter-form"><?php esc_html_e( 'Form', 'author-site' ); ?></label></th>
			<td>
				<select id="author-site-newsletter-form" name="author_site_settings[newsletter_form_id]">
					<option value="0"><?php esc_html_e( '— The newest published form —', 'author-site' ); ?></option>
					<?php foreach ( $forms as $id => $title ) : ?>
						<option value="<?php echo esc_attr( (string) $id ); ?>" <?php selected( $form_id, $id ); ?>><?php echo esc_html( sprintf( '%s (#%d)', $title, $id ) ); ?></option>
					<?php endforeach; ?>
				</select>
				<p class="description">
					<?php
					if ( $config ) {
						/* translators: %d: form id. */
						echo esc_html( sprintf( __( 'The sign-up uses form #%d.', 'author-site' ), (int) $config['formId'] ) );
						echo ' <a href="' . esc_url( home_url( '/' . AUTHOR_SITE_NEWSLETTER_PATH ) ) . '">' . esc_html__( 'Its configuration file', 'author-site' ) . '</a>';
					} elseif ( $usable ) {
						esc_html_e( 'The chosen form could not be read (it needs an email field), so the sign-up is not available.', 'author-site' );
					}
					?>
				</p>
			</td>
		</tr>
	</table>
	<?php
}
