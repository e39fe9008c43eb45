<?php
/**
 * What search engines and link previews read (issue 8, "Findable and
 * shareable"): per route, the description, canonical URL, Open Graph and
 * Twitter card tags with the share image made from the cover at build time
 * (bin/share-images.mjs), the theme colour and icons, one JSON-LD graph
 * (the author, the book, the upcoming events), and a sitemap of the routes.
 * Titles and descriptions come from the same page text the app shows: the
 * author's WordPress text where present, else the built-in defaults.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The share image's size (bin/share-images.mjs).
 */
const AUTHOR_SITE_SHARE_IMAGE = array(
	'file'   => 'share.jpg',
	'width'  => 1200,
	'height' => 630,
);

/**
 * The absolute URL of a route, with the site's trailing-slash policy
 * (the permalink structure's).
 *
 * @param string $page Page key of a route.
 * @return string
 */
function author_site_route_url( $page ) {
	$path = array_search( $page, author_site_routes(), true );
	if ( false === $path || '' === $path ) {
		return home_url( '/' );
	}
	return user_trailingslashit( home_url( '/' . $path ), 'page' );
}

/**
 * One line of plain text for a description, at most about 200 characters
 * (cut at a word, with an ellipsis).
 *
 * @param string $text Plain text.
 * @return string
 */
function author_site_meta_text( $text ) {
	$text = trim( preg_replace( '/\s+/u', ' ', (string) $text ) );
	if ( mb_strlen( $text, 'UTF-8' ) <= 200 ) {
		return $text;
	}
	$cut   = mb_substr( $text, 0, 199, 'UTF-8' );
	$space = mb_strrpos( $cut, ' ', 0, 'UTF-8' );
	return rtrim( false === $space ? $cut : mb_substr( $cut, 0, $space, 'UTF-8' ), ' ,;:—–-' ) . '…';
}

/**
 * A page's heading for the document title and its description, from the
 * text the page shows (src/layout/useDocumentTitle.ts uses the same heading).
 *
 * @param string $page Page key, or 'not-found'.
 * @return array{title:string,description:string}
 */
function author_site_page_meta( $page ) {
	static $cache = array();
	if ( isset( $cache[ $page ] ) ) {
		return $cache[ $page ];
	}
	$content = 'not-found' === $page ? array() : author_site_page_content( $page );
	switch ( $page ) {
		case 'home':
			$meta = array(
				'title'       => 'Home',
				'description' => $content['heroSubtitle'] ?? '',
			);
			break;
		case 'about':
			$meta = array(
				'title'       => $content['pageTitle'] ?? 'About',
				'description' => $content['pageSubtitle'] ?? '',
			);
			break;
		case 'books':
		case 'events':
		case 'contact':
			$meta = array(
				'title'       => $content['pageTitle'] ?? ucfirst( $page ),
				'description' => $content['pageDescription'] ?? '',
			);
			break;
		default:
			$meta = array(
				'title'       => 'Page not found',
				'description' => '',
			);
	}
	$meta['title']       = author_site_meta_text( $meta['title'] );
	$meta['description'] = author_site_meta_text( $meta['description'] );
	$cache[ $page ]      = $meta;
	return $meta;
}

/**
 * A built image's absolute URL, or null before a build made it.
 *
 * @param string $file File name under build/images/.
 * @return string|null
 */
function author_site_built_image_url( $file ) {
	return is_readable( get_theme_file_path( 'build/images/' . $file ) ) ? get_theme_file_uri( 'build/images/' . $file ) : null;
}

/**
 * The book the site is about (the Books page's text, which Home shows too).
 *
 * @return array
 */
function author_site_book() {
	return author_site_page_content( 'books' );
}

/**
 * What the share image shows: the cover artwork's own title (the image is
 * made from it at build time, whatever the WordPress text says now).
 *
 * @return string
 */
function author_site_cover_alt() {
	$svg = author_site_theme_file_contents( 'build/images/cover.svg' );
	if ( preg_match( '#<title[^>]*>([^<]+)</title>#', $svg, $match ) ) {
		return 'Book cover: ' . trim( html_entity_decode( $match[1], ENT_QUOTES | ENT_XML1, 'UTF-8' ) );
	}
	return 'Book cover';
}

/**
 * Prints one <meta>.
 *
 * @param string $attribute `name` or `property`.
 * @param string $key       Its value.
 * @param string $content   The content.
 */
function author_site_print_meta( $attribute, $key, $content ) {
	if ( '' === (string) $content ) {
		return;
	}
	printf( '<meta %1$s="%2$s" content="%3$s">' . "\n", esc_attr( $attribute ), esc_attr( $key ), esc_attr( $content ) );
}

/**
 * The description, canonical URL, Open Graph and Twitter card of the current view.
 */
function author_site_print_meta_tags() {
	$page = author_site_current_page();
	$meta = author_site_page_meta( $page );
	author_site_print_meta( 'name', 'theme-color', '#5c1a2b' );
	if ( 'not-found' === $page ) {
		return;
	}
	$url   = author_site_route_url( $page );
	$title = author_site_title_text();
	$types = array(
		'books' => 'book',
		'about' => 'profile',
	);
	$image = author_site_built_image_url( AUTHOR_SITE_SHARE_IMAGE['file'] );
	$alt   = author_site_cover_alt();

	author_site_print_meta( 'name', 'description', $meta['description'] );
	printf( '<link rel="canonical" href="%s">' . "\n", esc_url( $url ) );
	author_site_print_meta( 'property', 'og:type', $types[ $page ] ?? 'website' );
	author_site_print_meta( 'property', 'og:site_name', author_site_site_name() );
	author_site_print_meta( 'property', 'og:locale', get_locale() );
	author_site_print_meta( 'property', 'og:title', $title );
	author_site_print_meta( 'property', 'og:description', $meta['description'] );
	author_site_print_meta( 'property', 'og:url', esc_url_raw( $url ) );
	if ( null !== $image ) {
		author_site_print_meta( 'property', 'og:image', esc_url_raw( $image ) );
		author_site_print_meta( 'property', 'og:image:type', 'image/jpeg' );
		author_site_print_meta( 'property', 'og:image:width', (string) AUTHOR_SITE_SHARE_IMAGE['width'] );
		author_site_print_meta( 'property', 'og:image:height', (string) AUTHOR_SITE_SHARE_IMAGE['height'] );
		author_site_print_meta( 'property', 'og:image:alt', $alt );
	}
	if ( 'books' === $page ) {
		author_site_print_meta( 'property', 'book:author', author_site_route_url( 'about' ) );
	}
	author_site_print_meta( 'name', 'twitter:card', null !== $image ? 'summary_large_image' : 'summary' );
	author_site_print_meta( 'name', 'twitter:title', $title );
	author_site_print_meta( 'name', 'twitter:description', $meta['description'] );
	if ( null !== $image ) {
		author_site_print_meta( 'name', 'twitter:image', esc_url_raw( $image ) );
		author_site_print_meta( 'name', 'twitter:image:alt', $alt );
	}
}
add_action( 'wp_head', 'author_site_print_meta_tags', 1 );

/**
 * A home-screen icon beside the favicon (inc/assets.php) when the author has
 * not set a site icon (WordPress prints the Site Icon's own then).
 */
function author_site_touch_icon() {
	$icon = author_site_built_image_url( 'apple-touch-icon.png' );
	if ( has_site_icon() || null === $icon ) {
		return;
	}
	printf( '<link rel="apple-touch-icon" href="%s">' . "\n", esc_url( $icon ) );
}
add_action( 'wp_head', 'author_site_touch_icon', 2 );

/**
 * The author as a schema.org Person.
 *
 * @return array
 */
function author_site_person_schema() {
	$config = author_site_config();
	$person = array(
		'@type' => 'Person',
		'@id'   => home_url( '/#author' ),
		'name'  => author_site_author_name(),
		'url'   => home_url( '/' ),
	);
	$same_as = array_values( (array) $config['social'] );
	if ( $same_as ) {
		$person['sameAs'] = $same_as;
	}
	return $person;
}

/**
 * The book's series and place in it from its subtitle ("The Medallion
 * Series, Book 1"), or null.
 *
 * @param string $subtitle The book's subtitle.
 * @return array{series:string,position:int}|null
 */
function author_site_series_position( $subtitle ) {
	if ( ! preg_match( '/^(.+?)[\s,·:—–-]+(?:Book|Volume|Vol\.?|#)\s*(\d{1,3})$/iu', trim( (string) $subtitle ), $match ) ) {
		return null;
	}
	return array(
		'series'   => trim( $match[1] ),
		'position' => (int) $match[2],
	);
}

/**
 * A date in text ("Released September 30, 2025") as YYYY-MM-DD, or null.
 *
 * @param string $text Text with a date.
 * @return string|null
 */
function author_site_text_date( $text ) {
	$months = 'January|February|March|April|May|June|July|August|September|October|November|December';
	if ( ! preg_match( '/\b(' . $months . ')\s+(\d{1,2}),?\s+(\d{4})\b/i', (string) $text, $match ) ) {
		return null;
	}
	$date = DateTimeImmutable::createFromFormat( '!F j Y', ucfirst( strtolower( $match[1] ) ) . ' ' . $match[2] . ' ' . $match[3], new DateTimeZone( 'UTC' ) );
	return $date ? $date->format( 'Y-m-d' ) : null;
}

/**
 * The book as a schema.org Book.
 *
 * @return array
 */
function author_site_book_schema() {
	$book   = author_site_book();
	$person = author_site_person_schema();
	$schema = array(
		'@type'       => 'Book',
		'@id'         => author_site_route_url( 'books' ) . '#book',
		'name'        => $book['title'] ?? '',
		'author'      => array(
			'@type' => 'Person',
			'@id'   => $person['@id'],
			'name'  => $person['name'],
			'url'   => $person['url'],
		),
		'genre'       => 'Romantic suspense',
		'description' => $book['description'] ?? '',
		'url'         => author_site_route_url( 'books' ),
		'inLanguage'  => get_bloginfo( 'language' ),
	);
	$images = array_values( array_filter( array( author_site_built_image_url( 'cover.jpg' ), author_site_built_image_url( AUTHOR_SITE_SHARE_IMAGE['file'] ) ) ) );
	if ( $images ) {
		$schema['image'] = $images;
	}
	if ( ! empty( $book['tropes'] ) && is_array( $book['tropes'] ) ) {
		$schema['keywords'] = implode( ', ', $book['tropes'] );
	}
	$series = author_site_series_position( $book['subtitle'] ?? '' );
	if ( null !== $series ) {
		$schema['isPartOf'] = array(
			'@type' => 'BookSeries',
			'name'  => $series['series'],
		);
		$schema['position'] = $series['position'];
	}
	$published = author_site_text_date( $book['releaseDate'] ?? '' );
	if ( null !== $published ) {
		$schema['datePublished'] = $published;
	}
	$retailer = author_site_http_url( (string) ( $book['amazonUrl'] ?? '' ) );
	if ( null !== $retailer ) {
		$schema['offers'] = array(
			'@type' => 'Offer',
			'url'   => $retailer,
		);
	}
	return array_filter( $schema, fn( $value ) => '' !== $value );
}

/**
 * The upcoming events as schema.org Events (inc/events.php builds each one).
 *
 * @return array[]
 */
function author_site_events_schema() {
	$now    = time();
	$events = array();
	foreach ( author_site_events_to_show() as $event ) {
		if ( $event['start'] > $now ) {
			$events[] = author_site_event_schema( $event );
		}
	}
	return $events;
}

/**
 * The current view's JSON-LD graph: the author everywhere, the book on Home
 * and Books, the upcoming events on Events.
 *
 * @param string $page Page key.
 * @return array[]
 */
function author_site_json_ld_graph( $page ) {
	$graph = array(
		author_site_person_schema(),
		array(
			'@type'     => 'WebSite',
			'@id'       => home_url( '/#website' ),
			'name'      => author_site_site_name(),
			'url'       => home_url( '/' ),
			'publisher' => array( '@id' => home_url( '/#author' ) ),
		),
	);
	if ( 'home' === $page || 'books' === $page ) {
		$graph[] = author_site_book_schema();
	}
	if ( 'events' === $page ) {
		$graph = array_merge( $graph, author_site_events_schema() );
	}
	return $graph;
}

/**
 * Prints the JSON-LD graph (never on the not-found view). `JSON_HEX_TAG`: no
 * `</script>` in the text can end the script element.
 */
function author_site_print_json_ld() {
	$page = author_site_current_page();
	if ( 'not-found' === $page ) {
		return;
	}
	// Through core's inline-script printer: it gets the CSP nonce (inc/security.php).
	wp_print_inline_script_tag(
		wp_json_encode(
			array(
				'@context' => 'https://schema.org',
				'@graph'   => author_site_json_ld_graph( $page ),
			),
			JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_HEX_TAG | JSON_HEX_AMP
		),
		array( 'type' => 'application/ld+json' )
	);
}
add_action( 'wp_head', 'author_site_print_json_ld', 20 );

/**
 * The routes in WordPress's sitemap (`/wp-sitemap-routes-1.xml`).
 */
class Author_Site_Sitemap_Provider extends WP_Sitemaps_Provider {

	/**
	 * Names the provider.
	 */
	public function __construct() {
		$this->name        = 'routes';
		$this->object_type = 'routes';
	}

	/**
	 * The five routes' URLs.
	 *
	 * @param int    $page_num       Page of the sitemap.
	 * @param string $object_subtype Unused.
	 * @return array[]
	 */
	public function get_url_list( $page_num, $object_subtype = '' ) {
		if ( 1 !== (int) $page_num ) {
			return array();
		}
		return array_map(
			fn( $page ) => array( 'loc' => author_site_route_url( $page ) ),
			array_values( author_site_routes() )
		);
	}

	/**
	 * One page of URLs.
	 *
	 * @param string $object_subtype Unused.
	 * @return int
	 */
	public function get_max_num_pages( $object_subtype = '' ) {
		return 1;
	}
}

/**
 * Registers the routes' sitemap.
 */
function author_site_register_sitemap() {
	wp_register_sitemap_provider( 'routes', new Author_Site_Sitemap_Provider() );
}
add_action( 'init', 'author_site_register_sitemap' );
