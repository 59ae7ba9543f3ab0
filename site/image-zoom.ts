/**
 * Shared by the config (Rspress's image zoom reads the selector) and the
 * theme (which sets the class on pages that turn the zoom off).
 */

/** Set on <html> while the page's image zoom is off. */
export const IMAGE_ZOOM_OFF_CLASS = 'image-zoom-off';

/**
 * The images Rspress's image zoom attaches to: doc images, unless the page
 * turned the zoom off. The zoom reads this selector after each navigation.
 */
export const IMAGE_ZOOM_SELECTOR = `html:not(.${IMAGE_ZOOM_OFF_CLASS}) .rspress-doc img`;
