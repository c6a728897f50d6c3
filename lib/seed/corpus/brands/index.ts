/** Section phrase banks of the six sister brands, one file per brand. */
import type { SisterBrandKey } from '../../../brands/brands';
import type { SectionCorpus } from '../types';
import { BIGYAN_SECTIONS } from './bigyan';
import { BONDHU_SECTIONS } from './bondhu';
import { CHINTA_SECTIONS } from './chinta';
import { NAGORIK_SECTIONS } from './nagorik';
import { TORUN_SECTIONS } from './torun';
import { TRUST_SECTIONS } from './trust';

export const BRAND_SECTIONS: Readonly<Record<SisterBrandKey, readonly SectionCorpus[]>> = {
  torun: TORUN_SECTIONS,
  nagorik: NAGORIK_SECTIONS,
  bigyan: BIGYAN_SECTIONS,
  chinta: CHINTA_SECTIONS,
  bondhu: BONDHU_SECTIONS,
  trust: TRUST_SECTIONS,
};
