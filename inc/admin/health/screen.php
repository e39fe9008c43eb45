<?php
/**
 * Appearance → Content Health: what the site shows from the author's pages and
 * books, and whether the plugins are connected (docs/product.md#in-wp-admin).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** Adds Appearance → Content Health, whose "Clear" link is handled as the screen loads. */
function author_site_health_menu() {
	$hook = add_theme_page(
		__( 'Content Health', 'author-site' ),
		__( 'Content Health', 'author-site' ),
		'edit_theme_options',
		AUTHOR_SITE_HEALTH_SLUG,
		'author_site_health_render'
	);
	if ( $hook ) {
		add_action( 'load-' . $hook, 'author_site_health_blocked_clear' );
	}
}
add_action( 'admin_menu', 'author_site_health_menu' );

/**
 * The connections: events, newsletter, contact form.
 * @param array $services author_site_health_services().
 */
function author_site_health_render_services( array $services ) {
	$events = $services['events'];
	echo '<section class="author-site-health__page card" data-health-service="events"><h2>' . esc_html__( 'Events', 'author-site' ) . '</h2><ul class="author-site-health__list">';
	if ( ! $events['active'] ) {
		author_site_health_line( false, esc_html__( 'The Events Calendar is not active, so the Events page can only show the built-in event. Install and activate it under Plugins to list your own events.', 'author-site' ) );
	} elseif ( 0 === $events['upcoming'] ) {
		author_site_health_line( true, esc_html__( 'The Events Calendar is active.', 'author-site' ) );
		author_site_health_line( false, esc_html__( 'There are no upcoming events. Add one under Events → Add New.', 'author-site' ) );
	} else {
		author_site_health_line( true, esc_html__( 'The Events Calendar is active.', 'author-site' ) );
		$upcoming = (int) $events['upcoming'];
		/* translators: %d: number of events. */
		author_site_health_line( true, esc_html( sprintf( _n( '%d upcoming event is on the site.', '%d upcoming events are on the site.', $upcoming, 'author-site' ), $upcoming ) ) );
	}
	echo '</ul></section>';

	$newsletter = $services['newsletter'];
	echo '<section class="author-site-health__page card" data-health-service="newsletter"><h2>' . esc_html__( 'Newsletter', 'author-site' ) . '</h2><ul class="author-site-health__list">';
	if ( ! $newsletter['plugin'] ) {
		author_site_health_line( false, esc_html__( 'Constant Contact Forms is not active, so the newsletter sign-up can’t send anything. Install and activate it under Plugins.', 'author-site' ) );
	} elseif ( ! $newsletter['form'] ) {
		author_site_health_line( true, esc_html__( 'Constant Contact Forms is active.', 'author-site' ) );
		author_site_health_line( false, esc_html__( 'There is no published Constant Contact form yet. Create one under Contact Form → Add New.', 'author-site' ) );
	} else {
		author_site_health_line( true, esc_html__( 'Constant Contact Forms is active.', 'author-site' ) );
		/* translators: 1: form title, 2: form id. */
		author_site_health_line( true, esc_html( sprintf( __( 'Sign-ups go to the form “%1$s” (#%2$d).', 'author-site' ), get_the_title( $newsletter['form'] ), $newsletter['form'] ) ) );
		if ( ! $newsletter['valid'] ) {
			author_site_health_line( false, esc_html__( 'The site can’t read that form: it needs an Email field. Open the form, check its fields and save it.', 'author-site' ) );
		} elseif ( $newsletter['verify_empty'] ) {
			author_site_health_line( false, esc_html__( 'The form has no security key yet, so sign-ups may be refused. Open the form and save it once.', 'author-site' ) );
		} else {
			author_site_health_line( true, esc_html__( 'The site reads the form and can send sign-ups.', 'author-site' ) );
		}
	}
	echo '</ul></section>';

	$contact = $services['contact'];
	echo '<section class="author-site-health__page card" data-health-service="contact"><h2>' . esc_html__( 'Contact form', 'author-site' ) . '</h2><ul class="author-site-health__list">';
	if ( ! $contact['plugin'] ) {
		author_site_health_line( false, esc_html__( 'WPForms is not active, so the Contact page offers an email link instead of a form.', 'author-site' ) );
	} else {
		author_site_health_line( true, esc_html__( 'WPForms is active.', 'author-site' ) );
	}
	if ( ! $contact['mapped'] ) {
		author_site_health_line( false, esc_html__( 'No WPForms form is chosen in the theme’s settings, so the Contact page offers an email link instead of a form.', 'author-site' ) );
	} elseif ( ! $contact['exists'] ) {
		author_site_health_line( false, esc_html__( 'The form chosen in the theme’s settings no longer exists. Choose another one.', 'author-site' ) );
	} else {
		author_site_health_line( true, esc_html__( 'Messages go to the form chosen in the theme’s settings.', 'author-site' ) );
		$subjects = array(
			'ok'           => array( true, __( 'Its Subject dropdown offers the site’s seven subjects.', 'author-site' ) ),
			'not-mapped'   => array( false, __( 'No Subject field is chosen in the settings, so messages arrive without their subject.', 'author-site' ) ),
			'no-field'     => array( false, __( 'The Subject field chosen in the settings is not in the form.', 'author-site' ) ),
			'not-dropdown' => array( false, __( 'The Subject field is not a Dropdown, so the form can’t check the subject visitors pick.', 'author-site' ) ),
			/* translators: 1: the form's choices, 2: the site's subjects. */
			'different'    => array( false, sprintf( __( 'Its Subject dropdown offers “%1$s”, but the site offers “%2$s”. Messages with a subject the form doesn’t know are refused: give the dropdown the same choices.', 'author-site' ), implode( '”, “', $contact['choices'] ), implode( '”, “', author_site_contact_subjects() ) ) ),
		);
		if ( isset( $subjects[ $contact['subjects'] ] ) ) {
			author_site_health_line( $subjects[ $contact['subjects'] ][0], esc_html( $subjects[ $contact['subjects'] ][1] ) );
		}
	}
	echo '</ul></section>';
}

/** The screen. */
function author_site_health_render() {
	if ( ! current_user_can( 'edit_theme_options' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to access this page.', 'author-site' ), 403 );
	}
	$reports = array_map( 'author_site_health_page_report', array_diff( array_keys( author_site_content_slugs() ), array( 'press' ) ) );
	?>
	<div class="wrap author-site-health">
		<style>
			.author-site-health .card { max-width: 56rem; }
			.author-site-health__slug { font-weight: 400; color: #646970; font-size: 13px; margin-left: .5em; }
			.author-site-health__list li { display: flex; gap: .4em; align-items: flex-start; }
			.author-site-health__ok .dashicons { color: #00a32a; }
			.author-site-health__warning .dashicons { color: #dba617; }
			.author-site-health__found li { margin-left: 1.5em; list-style: disc; }
			.author-site-health__table { margin: 1em 0; }
			.author-site-health__table caption { text-align: left; font-weight: 600; padding: .5em 0; }
			.author-site-health__swatch { display: inline-block; width: 1.2em; height: 1.2em; margin-right: .4em; vertical-align: middle; border: 1px solid #8c8f94; border-radius: 3px; }
		</style>
		<h1><?php esc_html_e( 'Content Health', 'author-site' ); ?></h1>
		<p><?php esc_html_e( 'What your site will show from your five text pages and your books, and whether events, the newsletter and the contact form are connected. This screen only looks; it changes nothing but, when you ask, its list of blocked scripts.', 'author-site' ); ?></p>
		<h2><?php esc_html_e( 'Your text pages', 'author-site' ); ?></h2>
		<?php array_map( 'author_site_health_render_page', $reports ); ?>
		<?php author_site_admin_render_pictures(); ?>
		<?php author_site_health_render_look(); ?>
		<?php
		$books = author_site_health_books_report();
		author_site_health_render_books( $books );
		author_site_health_render_series( $books );
		author_site_health_render_bonuses( $books );
		author_site_health_render_press();
		?>
		<h2><?php esc_html_e( 'Connections', 'author-site' ); ?></h2>
		<?php author_site_health_render_services( author_site_health_services() ); ?>
		<p><a href="<?php echo esc_url( admin_url( 'themes.php?page=author-site' ) ); ?>"><?php esc_html_e( 'Connect the forms in the Author Site settings', 'author-site' ); ?></a></p>
		<h2><?php esc_html_e( 'Security', 'author-site' ); ?></h2>
		<?php
		if ( isset( $_GET['author-site-cleared'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only says what was done.
			echo '<div class="notice notice-success inline"><p>' . esc_html__( 'The list of blocked scripts was cleared.', 'author-site' ) . '</p></div>';
		}
		author_site_health_render_blocked();
		?>
	</div>
	<?php
}
