/** Issue 21, smart parking (API prefix /sparking/api): locations, spots and their states, occupancy. */
export {};
