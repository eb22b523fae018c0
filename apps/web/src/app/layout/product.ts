export const PRODUCT_NAME = 'Salon Back Office';
