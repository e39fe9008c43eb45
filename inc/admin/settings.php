<?php
/**
 * Appearance → Author Site: the theme's settings screen (issue 7).
 *
 * One option, `author_site_settings` (read by author_site_settings() in
 * inc/config.php), saved through the Settings API: options.php checks the
 * capability (edit_theme_options, see below) and the nonce printed by
 * settings_fields(), then runs author_site_settings_sanitize(). A refused value
 * (a bad email, a non-http link, a form that does not exist) keeps the previous
 * value and says why. Saving changes the app's configuration on the next page
 * view (it is built from the option) and clears the newsletter configuration's
 * cache (inc/newsletter.php hooks `update_option_author_site_settings`).
 *
 * Works without WPForms and Constant Contact Forms: forms are read from their
 * posts, and the plugins' absence is said plainly.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The screen's slug (themes.php?page=author-site) and its settings group. */
const AUTHOR_SITE_SETTINGS_SLUG = 'author-site';

/** The contact form's fields: key => label. */
const AUTHOR_SITE_WPFORMS_ROLES = array(
	'name'    => 'Name',
	'email'   => 'Email',
	'subject' => 'Subject',
	'message' => 'Message',
);

/**
 * Registers the option with its sanitiser.
 */
function author_site_settings_register() {
	register_setting(
		AUTHOR_SITE_SETTINGS_SLUG,
		'author_site_settings',
		array(
			'type'              => 'object',
			'sanitize_callback' => 'author_site_settings_sanitize',
			'show_in_rest'      => false,
			'default'           => array(),
		)
	);
}
add_action( 'admin_init', 'author_site_settings_register' );

/**
 * Saving the screen needs what showing it needs (options.php asks for
 * manage_options otherwise).
 *
 * @return string
 */
function author_site_settings_capability() {
	return 'edit_theme_options';
}
add_filter( 'option_page_capability_' . AUTHOR_SITE_SETTINGS_SLUG, 'author_site_settings_capability' );

/**
 * Adds Appearance → Author Site.
 */
function author_site_settings_menu() {
	add_theme_page(
		__( 'Author Site settings', 'author-site' ),
		__( 'Author Site', 'author-site' ),
		'edit_theme_options',
		AUTHOR_SITE_SETTINGS_SLUG,
		'author_site_settings_render'
	);
}
add_action( 'admin_menu', 'author_site_settings_menu' );

/**
 * Whether WPForms (Lite or Pro) is loaded.
 *
 * @return bool
 */
function author_site_wpforms_active() {
	return function_exists( 'wpforms' );
}

/**
 * A WPForms form post's JSON → its id, title and fields in the builder's order
 * (each: id, type, label, format for a name field, choice labels for a
 * dropdown). The JSON is read as WPForms' wpforms_decode() reads it.
 *
 * @param WP_Post $post A `wpforms` post.
 * @return array|null Null when the content is not a form.
 */
function author_site_wpforms_form_from_post( $post ) {
	if ( ! $post instanceof WP_Post || '' === $post->post_content ) {
		return null;
	}
	$data = json_decode( $post->post_content, true );
	if ( ! is_array( $data ) ) {
		return null;
	}
	$data   = wp_unslash( $data );
	$fields = array();
	foreach ( isset( $data['fields'] ) && is_array( $data['fields'] ) ? $data['fields'] : array() as $key => $field ) {
		if ( ! is_array( $field ) ) {
			continue;
		}
		$id = author_site_positive_int( isset( $field['id'] ) ? (string) $field['id'] : (string) $key );
		if ( ! $id ) {
			continue;
		}
		$choices = array();
		if ( isset( $field['choices'] ) && is_array( $field['choices'] ) ) {
			foreach ( $field['choices'] as $choice ) {
				if ( is_array( $choice ) && isset( $choice['label'] ) && is_scalar( $choice['label'] ) ) {
					$choices[] = trim( (string) $choice['label'] );
				}
			}
		}
		$fields[] = array(
			'id'      => $id,
			'type'    => isset( $field['type'] ) && is_string( $field['type'] ) ? sanitize_key( $field['type'] ) : '',
			'label'   => isset( $field['label'] ) && is_scalar( $field['label'] ) ? wp_strip_all_tags( (string) $field['label'] ) : '',
			'format'  => isset( $field['format'] ) && is_string( $field['format'] ) ? sanitize_key( $field['format'] ) : '',
			'choices' => $choices,
		);
	}
	$title = isset( $data['settings']['form_title'] ) && is_scalar( $data['settings']['form_title'] )
		? (string) $data['settings']['form_title']
		: $post->post_title;
	return array(
		'id'     => (int) $post->ID,
		'title'  => '' === trim( $title ) ? '#' . $post->ID : wp_strip_all_tags( $title ),
		'fields' => $fields,
	);
}

/**
 * The published WPForms forms, by id: through the plugin's form handler when
 * WPForms is active, else (a deactivated plugin leaves its posts) straight from
 * the `wpforms` posts.
 *
 * @return array<int,array>
 */
function author_site_wpforms_forms() {
	$posts = null;
	if ( author_site_wpforms_active() ) {
		try {
			$plugin  = wpforms();
			$handler = is_object( $plugin ) && method_exists( $plugin, 'obj' ) ? $plugin->obj( 'form' ) : null;
			if ( is_object( $handler ) && method_exists( $handler, 'get' ) ) {
				$found = $handler->get( '', array( 'post_status' => 'publish' ) );
				$posts = is_array( $found ) ? $found : array();
			}
		} catch ( Throwable $e ) {
			$posts = null;
		}
	}
	if ( null === $posts ) {
		$posts = get_posts(
			array(
				'post_type'        => 'wpforms',
				'post_status'      => 'publish',
				'orderby'          => 'ID',
				'order'            => 'ASC',
				'numberposts'      => 200,
				'suppress_filters' => true,
			)
		);
	}
	$forms = array();
	foreach ( $posts as $post ) {
		$form = author_site_wpforms_form_from_post( $post );
		if ( $form ) {
			$forms[ $form['id'] ] = $form;
		}
	}
	return $forms;
}

/**
 * The field ids and name format found in a form by field type: the name field
 * (its format: 'simple', else 'first-last'), the email field, a dropdown (one
 * labelled "Subject" first) and a paragraph text field (one labelled "Message"
 * first). A role with no matching field is left out.
 *
 * @param array $form A form from author_site_wpforms_form_from_post().
 * @return array{fields:array<string,int>,name_format:string}
 */
function author_site_wpforms_detect( $form ) {
	$types  = array(
		'name'    => array( 'name', '' ),
		'email'   => array( 'email', '' ),
		'subject' => array( 'select', 'subject' ),
		'message' => array( 'textarea', 'message' ),
	);
	$fields = array();
	$format = 'simple';
	foreach ( $types as $role => list( $type, $label ) ) {
		$match = null;
		foreach ( $form['fields'] as $field ) {
			if ( $field['type'] !== $type ) {
				continue;
			}
			if ( null === $match ) {
				$match = $field;
			}
			if ( '' !== $label && false !== stripos( $field['label'], $label ) ) {
				$match = $field;
				break;
			}
		}
		if ( $match ) {
			$fields[ $role ] = $match['id'];
			if ( 'name' === $role ) {
				$format = author_site_wpforms_name_format( $match );
			}
		}
	}
	return array(
		'fields'      => $fields,
		'name_format' => $format,
	);
}

/**
 * The app's name format for a WPForms name field: one input ('simple') or
 * first and last ('first-last', also for First Middle Last).
 *
 * @param array $field A field from author_site_wpforms_form_from_post().
 * @return string
 */
function author_site_wpforms_name_format( $field ) {
	return 'simple' === $field['format'] ? 'simple' : 'first-last';
}

/**
 * How a dropdown's choices compare with the site's seven subjects.
 *
 * @param array $field A field from author_site_wpforms_form_from_post().
 * @return array{match:bool,text:string}
 */
function author_site_wpforms_subject_check( $field ) {
	$subjects = author_site_contact_subjects();
	if ( 'select' !== $field['type'] ) {
		return array(
			'match' => false,
			'text'  => __( 'This field is not a dropdown, so it cannot hold the seven subjects.', 'author-site' ),
		);
	}
	if ( $field['choices'] === $subjects ) {
		return array(
			'match' => true,
			'text'  => __( 'Its choices are the site’s seven subjects, in order.', 'author-site' ),
		);
	}
	$missing = array_values( array_diff( $subjects, $field['choices'] ) );
	$extra   = array_values( array_diff( $field['choices'], $subjects ) );
	$parts   = array();
	if ( $missing ) {
		/* translators: %s: subjects, comma separated. */
		$parts[] = sprintf( __( 'missing: %s', 'author-site' ), implode( ', ', $missing ) );
	}
	if ( $extra ) {
		/* translators: %s: choices, comma separated. */
		$parts[] = sprintf( __( 'not on the site: %s', 'author-site' ), implode( ', ', $extra ) );
	}
	if ( ! $parts ) {
		$parts[] = __( 'the order differs', 'author-site' );
	}
	return array(
		'match' => false,
		/* translators: %s: what differs. */
		'text'  => sprintf( __( 'Its choices differ from the site’s seven subjects (%s). A visitor’s subject that is not a choice is refused by WPForms.', 'author-site' ), implode( '; ', $parts ) ),
	);
}

/**
 * The published Constant Contact forms: id => title.
 *
 * @return array<int,string>
 */
function author_site_ctct_forms() {
	if ( ! post_type_exists( AUTHOR_SITE_NEWSLETTER_POST_TYPE ) ) {
		return array();
	}
	$forms = array();
	foreach ( get_posts(
		array(
			'post_type'        => AUTHOR_SITE_NEWSLETTER_POST_TYPE,
			'post_status'      => 'publish',
			'orderby'          => 'date',
			'order'            => 'DESC',
			'numberposts'      => 200,
			'suppress_filters' => true,
		)
	) as $post ) {
		$forms[ (int) $post->ID ] = '' === trim( $post->post_title ) ? '#' . $post->ID : $post->post_title;
	}
	return $forms;
}

/**
 * Adds a settings error once (WordPress may sanitise the same value twice when
 * the option is first created).
 *
 * @param string $code    Error code.
 * @param string $message Message (plain text).
 */
function author_site_settings_error( $code, $message ) {
	foreach ( get_settings_errors( 'author_site_settings' ) as $error ) {
		if ( $error['code'] === $code ) {
			return;
		}
	}
	add_settings_error( 'author_site_settings', $code, $message, 'error' );
}

/**
 * An http(s) URL with a host, cleaned, or null.
 *
 * @param string $url Untrusted URL.
 * @return string|null
 */
function author_site_settings_http_url( $url ) {
	$scheme = wp_parse_url( $url, PHP_URL_SCHEME );
	$host   = wp_parse_url( $url, PHP_URL_HOST );
	if ( ! is_string( $scheme ) || ! in_array( strtolower( $scheme ), array( 'http', 'https' ), true ) || ! is_string( $host ) || '' === $host ) {
		return null;
	}
	$clean = esc_url_raw( $url, array( 'http', 'https' ) );
	return '' === $clean ? null : $clean;
}

/**
 * The sanitize_callback: the posted screen → the option. Starts from the saved
 * value, so keys this screen does not show are kept, and so is every refused
 * value.
 *
 * @param mixed $input The posted `author_site_settings`.
 * @return array
 */
function author_site_settings_sanitize( $input ) {
	$old   = author_site_settings();
	$clean = $old;
	if ( ! is_array( $input ) ) {
		return $old;
	}

	if ( isset( $input['author_name'] ) && is_scalar( $input['author_name'] ) ) {
		$clean['author_name'] = sanitize_text_field( (string) $input['author_name'] );
	}

	if ( isset( $input['contact_email'] ) && is_scalar( $input['contact_email'] ) ) {
		$email = trim( (string) $input['contact_email'] );
		if ( '' === $email ) {
			$clean['contact_email'] = '';
		} elseif ( is_email( $email ) && sanitize_email( $email ) === $email ) {
			$clean['contact_email'] = $email;
		} else {
			author_site_settings_error(
				'contact_email',
				sprintf(
					/* translators: %s: what was typed. */
					__( '“%s” is not a valid email address. The contact email was not changed.', 'author-site' ),
					sanitize_text_field( $email )
				)
			);
		}
	}

	if ( isset( $input['social'] ) && is_array( $input['social'] ) ) {
		$social = is_array( $old['social'] ) ? $old['social'] : array();
		foreach ( author_site_social_networks() as $network => $label ) {
			if ( ! isset( $input['social'][ $network ] ) || ! is_scalar( $input['social'][ $network ] ) ) {
				continue;
			}
			$url = trim( (string) $input['social'][ $network ] );
			if ( '' === $url ) {
				unset( $social[ $network ] );
				continue;
			}
			$link = author_site_settings_http_url( $url );
			if ( null === $link ) {
				author_site_settings_error(
					'social_' . $network,
					sprintf(
						/* translators: 1: network, 2: what was typed. */
						__( 'The %1$s link “%2$s” was refused: use a web address starting with http:// or https://. The previous link was kept.', 'author-site' ),
						$label,
						sanitize_text_field( $url )
					)
				);
				continue;
			}
			$social[ $network ] = $link;
		}
		$clean['social'] = $social;
	}

	if ( isset( $input['wpforms'] ) && is_array( $input['wpforms'] ) ) {
		$clean['wpforms'] = author_site_settings_sanitize_wpforms( $input['wpforms'], is_array( $old['wpforms'] ) ? $old['wpforms'] : array() );
	}

	if ( isset( $input['script_protection'] ) && in_array( $input['script_protection'], array( 'enforce', 'report', 'off' ), true ) ) {
		$clean['script_protection'] = $input['script_protection'];
	}

	if ( isset( $input['newsletter_form_id'] ) && is_scalar( $input['newsletter_form_id'] ) ) {
		$form_id = author_site_positive_int( (string) $input['newsletter_form_id'] );
		if ( 0 === $form_id || array_key_exists( $form_id, author_site_ctct_forms() ) ) {
			$clean['newsletter_form_id'] = $form_id;
		} else {
			author_site_settings_error( 'newsletter_form_id', __( 'That Constant Contact form is not a published form. The newsletter form was not changed.', 'author-site' ) );
		}
	}

	return $clean;
}

/**
 * The WPForms part of the option: a published form (or none), its field ids
 * (an empty id, or one that is not a field of the form, is detected from the
 * form's fields) and the name format.
 *
 * @param array $input The posted `wpforms` part.
 * @param array $old   The saved part.
 * @return array
 */
function author_site_settings_sanitize_wpforms( $input, $old ) {
	$form_id = author_site_positive_int( isset( $input['form_id'] ) && is_scalar( $input['form_id'] ) ? (string) $input['form_id'] : '' );
	if ( ! $form_id ) {
		return array();
	}
	$forms = author_site_wpforms_forms();
	if ( ! isset( $forms[ $form_id ] ) ) {
		author_site_settings_error( 'wpforms_form_id', __( 'That WPForms form is not a published form. The contact form settings were not changed.', 'author-site' ) );
		return $old;
	}
	$form     = $forms[ $form_id ];
	$detected = author_site_wpforms_detect( $form );
	$ids      = wp_list_pluck( $form['fields'], 'id' );
	$posted   = isset( $input['fields'] ) && is_array( $input['fields'] ) ? $input['fields'] : array();
	$fields   = array();
	foreach ( AUTHOR_SITE_WPFORMS_ROLES as $role => $label ) {
		$id = author_site_positive_int( isset( $posted[ $role ] ) && is_scalar( $posted[ $role ] ) ? (string) $posted[ $role ] : '' );
		if ( $id && ! in_array( $id, $ids, true ) ) {
			author_site_settings_error(
				'wpforms_field_' . $role,
				sprintf(
					/* translators: 1: field role, 2: field id, 3: form title. */
					__( '%1$s: the form “%3$s” has no field %2$d, so the field was detected from the form instead.', 'author-site' ),
					$label,
					$id,
					$form['title']
				)
			);
			$id = 0;
		}
		if ( ! $id && isset( $detected['fields'][ $role ] ) ) {
			$id = $detected['fields'][ $role ];
		}
		if ( $id ) {
			$fields[ $role ] = $id;
		}
	}
	$format = isset( $input['name_format'] ) && is_string( $input['name_format'] ) ? $input['name_format'] : '';
	if ( ! in_array( $format, array( 'simple', 'first-last' ), true ) ) {
		$format = $detected['name_format'];
	}
	return array(
		'form_id'     => $form_id,
		'name_format' => $format,
		'fields'      => $fields,
	);
}

/**
 * A notice box.
 *
 * @param string $type    'info', 'warning', 'success' or 'error'.
 * @param string $message Plain text.
 */
function author_site_settings_notice( $type, $message ) {
	printf(
		'<div class="notice notice-%1$s inline"><p>%2$s</p></div>',
		esc_attr( $type ),
		esc_html( $message )
	);
}

/**
 * The screen.
 */
function author_site_settings_render() {
	if ( ! current_user_can( 'edit_theme_options' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to access this page.', 'author-site' ), 403 );
	}
	$settings = author_site_settings();
	$name     = 'author_site_settings';
	?>
	<div class="wrap author-site-settings">
		<h1><?php esc_html_e( 'Author Site', 'author-site' ); ?></h1>
		<?php settings_errors(); ?>
		<p>
			<?php esc_html_e( 'Your site’s texts come from five content pages; this screen connects the rest.', 'author-site' ); ?>
			<a href="<?php echo esc_url( get_theme_file_uri( 'docs/authoring.md' ) ); ?>"><?php esc_html_e( 'How to edit your site (guide)', 'author-site' ); ?></a>
			·
			<a href="<?php echo esc_url( admin_url( 'themes.php?page=author-site-health' ) ); ?>"><?php esc_html_e( 'Content health', 'author-site' ); ?></a>
		</p>
		<form method="post" action="<?php echo esc_url( admin_url( 'options.php' ) ); ?>" novalidate="novalidate">
			<?php settings_fields( AUTHOR_SITE_SETTINGS_SLUG ); ?>

			<h2><?php esc_html_e( 'About you', 'author-site' ); ?></h2>
			<table class="form-table" role="presentation">
				<tr>
					<th scope="row"><label for="author-site-author-name"><?php esc_html_e( 'Author name', 'author-site' ); ?></label></th>
					<td>
						<input type="text" class="regular-text" id="author-site-author-name" name="<?php echo esc_attr( $name ); ?>[author_name]" value="<?php echo esc_attr( (string) $settings['author_name'] ); ?>" aria-describedby="author-site-author-name-help">
						<p class="description" id="author-site-author-name-help"><?php esc_html_e( 'Shown in the site’s header, footer and page titles. Left empty, the site title is used.', 'author-site' ); ?></p>
					</td>
				</tr>
				<tr>
					<th scope="row"><label for="author-site-contact-email"><?php esc_html_e( 'Contact email', 'author-site' ); ?></label></th>
					<td>
						<input type="email" class="regular-text" id="author-site-contact-email" name="<?php echo esc_attr( $name ); ?>[contact_email]" value="<?php echo esc_attr( (string) $settings['contact_email'] ); ?>" aria-describedby="author-site-contact-email-help">
						<p class="description" id="author-site-contact-email-help">
							<?php
							printf(
								/* translators: %s: the site's administration email. */
								esc_html__( 'Where the contact form’s email fallback writes to. Left empty, the site’s administration email (%s) is used.', 'author-site' ),
								esc_html( (string) get_option( 'admin_email' ) )
							);
							?>
						</p>
					</td>
				</tr>
			</table>

			<h2><?php esc_html_e( 'Social links', 'author-site' ); ?></h2>
			<p><?php esc_html_e( 'Full web addresses (https://…). Leave a network empty to hide its icon.', 'author-site' ); ?></p>
			<table class="form-table" role="presentation">
				<?php foreach ( author_site_social_networks() as $network => $label ) : ?>
					<tr>
						<th scope="row"><label for="author-site-social-<?php echo esc_attr( $network ); ?>"><?php echo esc_html( $label ); ?></label></th>
						<td><input type="url" class="regular-text code" id="author-site-social-<?php echo esc_attr( $network ); ?>" name="<?php echo esc_attr( $name ); ?>[social][<?php echo esc_attr( $network ); ?>]" value="<?php echo esc_attr( isset( $settings['social'][ $network ] ) ? (string) $settings['social'][ $network ] : '' ); ?>" placeholder="https://"></td>
					</tr>
				<?php endforeach; ?>
			</table>

			<?php author_site_settings_render_wpforms( $settings ); ?>
			<?php author_site_settings_render_newsletter( $settings ); ?>
			<?php author_site_settings_render_protection( $settings ); ?>

			<?php submit_button(); ?>
		</form>
	</div>
	<?php
}

/**
 * The script protection section: how the security policy applies, and what
 * it has blocked lately.
 *
 * @param array $settings The saved settings.
 */
function author_site_settings_render_protection( $settings ) {
	$name    = 'author_site_settings[script_protection]';
	$current = author_site_csp_mode();
	$choices = array(
		'enforce' => array( __( 'Block scripts the site does not know (recommended)', 'author-site' ), __( 'Only WordPress’s, the theme’s and plugins’ properly added scripts run on your site’s pages. A script slipped into the page by an attacker is stopped, and so is a plugin’s script printed straight into the page.', 'author-site' ) ),
		'report'  => array( __( 'Only report them', 'author-site' ), __( 'Every script runs; the ones that would be blocked are listed in Content Health. Choose this if a plugin you rely on is listed there.', 'author-site' ) ),
		'off'     => array( __( 'Off', 'author-site' ), __( 'No protection and no reports.', 'author-site' ) ),
	);
	$blocked = count( author_site_csp_reports()['entries'] );
	?>
	<h2 id="author-site-protection"><?php esc_html_e( 'Script protection', 'author-site' ); ?></h2>
	<fieldset aria-describedby="author-site-protection-help">
		<legend class="screen-reader-text"><?php esc_html_e( 'Script protection', 'author-site' ); ?></legend>
		<?php foreach ( $choices as $value => $choice ) : ?>
			<p>
				<label>
					<input type="radio" name="<?php echo esc_attr( $name ); ?>" value="<?php echo esc_attr( $value ); ?>" <?php checked( $current, $value ); ?> aria-describedby="author-site-protection-<?php echo esc_attr( $value ); ?>">
					<?php echo esc_html( $choice[0] ); ?>
				</label>
				<br><span class="description" id="author-site-protection-<?php echo esc_attr( $value ); ?>"><?php echo esc_html( $choice[1] ); ?></span>
			</p>
		<?php endforeach; ?>
	</fieldset>
	<p class="description" id="author-site-protection-help">
		<?php
		if ( $blocked > 0 ) {
			printf(
				/* translators: %d: number of scripts. */
				esc_html( _n( '%d script was blocked or reported lately.', '%d scripts were blocked or reported lately.', $blocked, 'author-site' ) ),
				(int) $blocked
			);
		} else {
			esc_html_e( 'Nothing has been blocked lately.', 'author-site' );
		}
		?>
		<a href="<?php echo esc_url( admin_url( 'themes.php?page=author-site-health#author-site-blocked' ) ); ?>"><?php esc_html_e( 'See the list in Content Health', 'author-site' ); ?></a>
	</p>
	<?php
}

/**
 * The contact form section.
 *
 * @param array $settings The saved settings.
 */
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
		// Keeps the saved mapping when the screen is saved without any form to choose.
		if ( $form_id ) {
			printf( '<input type="hidden" name="%s[form_id]" value="%d">', esc_attr( $name ), (int) $form_id );
			foreach ( $fields as $role => $id ) {
				printf( '<input type="hidden" name="%1$s[fields][%2$s]" value="%3$d">', esc_attr( $name ), esc_attr( $role ), (int) $id );
			}
			printf( '<input type="hidden" name="%1$s[name_format]" value="%2$s">', esc_attr( $name ), esc_attr( $format ) );
		}
		return;
	}
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
		<?php foreach ( AUTHOR_SITE_WPFORMS_ROLES as $role => $label ) : ?>
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
	</table>
	<?php
}

/**
 * The verdict on the subject field's choices, '' without a form or field.
 *
 * @param array|null $form     A form from author_site_wpforms_form_from_post().
 * @param int        $field_id The subject field's id.
 * @return string
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
 *
 * @param array $form A form from author_site_wpforms_form_from_post().
 * @return string
 */
function author_site_settings_field_list( $form ) {
	$items = array();
	foreach ( $form['fields'] as $field ) {
		$items[] = sprintf( '%d %s (%s)', $field['id'], $field['label'], $field['type'] );
	}
	/* translators: %s: the form's fields, comma separated. */
	return sprintf( __( 'Fields of this form: %s', 'author-site' ), $items ? implode( ', ', $items ) : __( 'none', 'author-site' ) );
}

/**
 * The newsletter section.
 *
 * @param array $settings The saved settings.
 */
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

/**
 * The screen's small script: choosing a WPForms form fills the field ids that
 * are empty or not in that form, and the name format, from the form's fields;
 * the subject line says whether its choices are the site's seven.
 *
 * @param string $hook_suffix The admin page.
 */
function author_site_settings_script( $hook_suffix ) {
	if ( 'appearance_page_' . AUTHOR_SITE_SETTINGS_SLUG !== $hook_suffix ) {
		return;
	}
	wp_register_script( 'author-site-settings', false, array(), wp_get_theme()->get( 'Version' ), true );
	wp_enqueue_script( 'author-site-settings' );
	wp_add_inline_script(
		'author-site-settings',
		'window.authorSiteSettingsText = ' . wp_json_encode(
			array(
				'fields' => __( 'Fields of this form: %s', 'author-site' ),
				'none'   => __( 'none', 'author-site' ),
			)
		) . ";\n" . author_site_settings_script_source()
	);
}
add_action( 'admin_enqueue_scripts', 'author_site_settings_script' );

/**
 * The script's source.
 *
 * @return string
 */
function author_site_settings_script_source() {
	return <<<'JS'
( function () {
	var table = document.getElementById( 'author-site-wpforms' );
	if ( ! table ) {
		return;
	}
	var forms = JSON.parse( table.getAttribute( 'data-forms' ) || '{}' );
	var select = document.getElementById( 'author-site-wpforms-form' );
	var inputs = table.querySelectorAll( 'input[data-role]' );
	var list = document.getElementById( 'author-site-wpforms-fields' );
	var check = document.getElementById( 'author-site-wpforms-subject-check' );
	var text = window.authorSiteSettingsText;
	function input( role ) {
		return table.querySelector( 'input[data-role="' + role + '"]' );
	}
	function setFormat( format ) {
		var radio = table.querySelector( 'input[name$="[name_format]"][value="' + format + '"]' );
		if ( radio ) {
			radio.checked = true;
		}
	}
	function fieldOf( form, id ) {
		return form.fields.filter( function ( f ) { return String( f.id ) === String( id ); } )[ 0 ];
	}
	function showSubject() {
		var form = forms[ select.value ];
		var subject = input( 'subject' ).value;
		check.textContent = form && subject && form.subjects[ subject ] ? form.subjects[ subject ].text : '';
	}
	select.addEventListener( 'change', function () {
		var form = forms[ select.value ];
		if ( ! form ) {
			list.textContent = '';
			showSubject();
			return;
		}
		list.textContent = text.fields.replace( '%s', form.fields.length ? form.fields.map( function ( f ) {
			return f.id + ' ' + f.label + ' (' + f.type + ')';
		} ).join( ', ' ) : text.none );
		Array.prototype.forEach.call( inputs, function ( el ) {
			var role = el.getAttribute( 'data-role' );
			if ( '' === el.value || ! fieldOf( form, el.value ) ) {
				el.value = form.detected.fields[ role ] ? String( form.detected.fields[ role ] ) : '';
			}
		} );
		var name = fieldOf( form, input( 'name' ).value );
		setFormat( name && name.format ? name.format : form.detected.name_format );
		showSubject();
	} );
	input( 'name' ).addEventListener( 'change', function () {
		var form = forms[ select.value ];
		var name = form && fieldOf( form, input( 'name' ).value );
		if ( name && name.format ) {
			setFormat( name.format );
		}
	} );
	input( 'subject' ).addEventListener( 'input', showSubject );
} )();
JS;
}
