// Tables of the accounts area.
export {};
