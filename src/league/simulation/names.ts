/**
 * Small lists of given names, family names and colleges from which people's names are drawn
 * (`data/names.json`).
 * Names are common ones, combined at random: any resemblance to a real person is chance.
 */
import names from '../data/names.json';
import type { Random } from './random.js';

/** Given names of men. */
export const FIRST_NAMES: readonly string[] = names.firstNames;

/** Given names of women (the lists above are drawn for players and coaches). */
export const WOMEN_FIRST_NAMES: readonly string[] = names.womenFirstNames;

/** Family names. */
export const LAST_NAMES: readonly string[] = names.lastNames;

/** Colleges players come from. */
export const COLLEGES: readonly string[] = names.colleges;

/** A person's name drawn from the lists. */
export function drawName(random: Random): { firstName: string; lastName: string } {
  return { firstName: random.pick(FIRST_NAMES), lastName: random.pick(LAST_NAMES) };
}
