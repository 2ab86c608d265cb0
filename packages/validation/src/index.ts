export {
  PATTERN_IDS,
  PATTERN_DESCRIPTIONS,
  isPatternId,
  isRealDate,
  isValidAcceptedPattern,
  matchesAcceptedPattern,
  testPattern,
  type PatternId,
} from './patterns';
