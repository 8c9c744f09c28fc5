/** Issue 21, cloud orbit (API prefix /rodent): stations and traps, their events, visits, dashboard. */
export {};
