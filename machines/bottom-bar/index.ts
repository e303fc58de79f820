export {
  BOTTOM_BAR_END_ZONE_PX,
  type BottomBarContext,
  type BottomBarEvent,
  bottomBarMachine,
  nearPageEnd,
  type ScrollMeasure,
} from './bottom-bar.machine.ts'
