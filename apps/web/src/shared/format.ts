/** Display rules of spec §9, shared with the server through the contract. */
export { formatPrice, formatFen, formatTime } from '@lexbridge/contract/format';
export { maskPhone } from '@lexbridge/contract/countries';
