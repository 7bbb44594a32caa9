// Tables of the social area.
export {};
