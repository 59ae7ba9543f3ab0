export declare const SITE_URL: 'https://rslib.rs';
