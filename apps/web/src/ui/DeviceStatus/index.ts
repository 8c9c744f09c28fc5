export { ALERT_COLORS, BatteryLevel, type BatteryLevelProps } from './BatteryLevel.tsx';
export { CommunicationIcon, type CommunicationIconProps, communicationIconId } from './CommunicationIcon.tsx';
