<?php
/**
 * The settings screen: the author, social links and script protection
 * (the forms' sections: view-forms.php).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The screen's slug (themes.php?page=author-site) and its settings group. */
const AUTHOR_SITE_SETTINGS_SLUG = 'author-site';

/** The screen. */
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
		<?php author_site_admin_render_pictures(); ?>
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
			<?php author_site_settings_render_protection(); ?>

			<?php submit_button(); ?>
		</form>
	</div>
	<?php
}

/** The script protection section (docs/security.md#script-protection-modes). */
function author_site_settings_render_protection() {
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
