import { switchedOffClass } from './page-switches';

/**
 * The images Rspress's image zoom attaches to: doc images, unless the page
 * switched the zoom off (site/page-switches.ts). The zoom reads this selector
 * after each navigation.
 */
export const IMAGE_ZOOM_SELECTOR = `html:not(.${switchedOffClass('imageZoom')}) .rspress-doc img`;
