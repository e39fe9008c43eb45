<?php
/**
 * When an event is, with the calendar icon.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** When an event is, with the calendar icon. Twin: EventWhen. */
function author_site_event_when( array $event ) {
	return author_site_el(
		'p',
		array( 'class' => 'event-card__meta' ),
		array(
			author_site_icon( 'calendar' ),
			author_site_text( 'time', array( 'datetime' => gmdate( 'Y-m-d\TH:i:s\Z', $event['start'] ) ), author_site_format_event_date( $event ) ),
		)
	);
}
