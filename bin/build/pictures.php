<?php
/**
 * Pictures like an author's own, for the picture tests and `npm run bench`:
 * made with GD, nothing from outside, nothing kept in git.
 *
 * Usage: php bin/build/pictures.php OUTPUT_FOLDER
 *
 * Writes:
 *   cover.jpg     1600×2400 JPEG of a few hundred KB (photo-like detail)
 *   portrait.jpg  1200×1500 JPEG
 *   logo.png      480×160 PNG with transparency
 *   strip.jpg     20000×300 JPEG (wider than any screen)
 *
 * @package AuthorSite
 */

$author_site_out = $argv[1] ?? '';
if ( '' === $author_site_out || ( ! is_dir( $author_site_out ) && ! mkdir( $author_site_out, 0777, true ) ) ) {
	fwrite( STDERR, "usage: php bin/build/pictures.php OUTPUT_FOLDER\n" );
	exit( 2 );
}

/**
 * A photo-like picture: a two-colour gradient, soft shapes and fine grain.
 *
 * @param int    $width  Width.
 * @param int    $height Height.
 * @param int[]  $top    RGB at the top.
 * @param int[]  $bottom RGB at the bottom.
 * @param string $label  Text written in the middle.
 * @return GdImage
 */
function author_site_picture_canvas( $width, $height, array $top, array $bottom, $label ) {
	mt_srand( $width * 7 + $height );
	// Grain drawn at a quarter of the size, then scaled up: detail a JPEG must keep.
	$w     = (int) ( $width / 4 );
	$h     = (int) ( $height / 4 );
	$small = imagecreatetruecolor( $w, $h );
	for ( $y = 0; $y < $h; $y++ ) {
		$t = $y / max( 1, $h - 1 );
		for ( $x = 0; $x < $w; $x++ ) {
			$n = mt_rand( -14, 14 );
			$r = (int) max( 0, min( 255, $top[0] + ( $bottom[0] - $top[0] ) * $t + $n ) );
			$g = (int) max( 0, min( 255, $top[1] + ( $bottom[1] - $top[1] ) * $t + $n ) );
			$b = (int) max( 0, min( 255, $top[2] + ( $bottom[2] - $top[2] ) * $t + $n ) );
			imagesetpixel( $small, $x, $y, ( $r << 16 ) | ( $g << 8 ) | $b );
		}
	}
	$image = imagecreatetruecolor( $width, $height );
	imagecopyresampled( $image, $small, 0, 0, 0, 0, $width, $height, $w, $h );
	imagedestroy( $small );
	$gold = imagecolorallocatealpha( $image, 230, 190, 90, 60 );
	imagefilledellipse( $image, (int) ( $width / 2 ), (int) ( $height * 0.38 ), (int) ( $width * 0.6 ), (int) ( $width * 0.6 ), $gold );
	$white = imagecolorallocate( $image, 255, 250, 240 );
	$scale = max( 1, (int) ( $width / 200 ) );
	$text  = imagecreatetruecolor( strlen( $label ) * 9, 16 );
	imagecolortransparent( $text, 0 );
	imagestring( $text, 5, 0, 0, $label, $white );
	$tw = strlen( $label ) * 9 * $scale;
	imagecopyresized( $image, $text, (int) ( ( $width - $tw ) / 2 ), (int) ( $height * 0.7 ), 0, 0, $tw, 16 * $scale, strlen( $label ) * 9, 16 );
	imagedestroy( $text );
	return $image;
}

$author_site_cover = author_site_picture_canvas( 1600, 2400, array( 40, 70, 110 ), array( 10, 20, 40 ), 'MY REAL COVER' );
imagejpeg( $author_site_cover, $author_site_out . '/cover.jpg', 82 );

$author_site_portrait = author_site_picture_canvas( 1200, 1500, array( 200, 170, 150 ), array( 90, 70, 60 ), 'MY PHOTO' );
imagejpeg( $author_site_portrait, $author_site_out . '/portrait.jpg', 82 );

$author_site_logo = imagecreatetruecolor( 480, 160 );
imagesavealpha( $author_site_logo, true );
imagefill( $author_site_logo, 0, 0, imagecolorallocatealpha( $author_site_logo, 0, 0, 0, 127 ) );
imagefilledellipse( $author_site_logo, 80, 80, 140, 140, imagecolorallocate( $author_site_logo, 20, 90, 60 ) );
imagefilledrectangle( $author_site_logo, 170, 60, 460, 100, imagecolorallocate( $author_site_logo, 20, 90, 60 ) );
imagepng( $author_site_logo, $author_site_out . '/logo.png' );

$author_site_strip = imagecreatetruecolor( 20000, 300 );
imagefill( $author_site_strip, 0, 0, imagecolorallocate( $author_site_strip, 120, 40, 60 ) );
imagejpeg( $author_site_strip, $author_site_out . '/strip.jpg', 70 );

foreach ( array( 'cover.jpg', 'portrait.jpg', 'logo.png', 'strip.jpg' ) as $author_site_file ) {
	$author_site_size = getimagesize( $author_site_out . '/' . $author_site_file );
	printf( "%s %dx%d %d KB\n", $author_site_file, $author_site_size[0], $author_site_size[1], (int) round( filesize( $author_site_out . '/' . $author_site_file ) / 1024 ) );
}
