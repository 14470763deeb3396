/**
 * The icons an option group may show (a small list keeps the bundle small); a group's `icon`
 * may also be any text, shown as is. Labels: `resources.options.icons.<name>`.
 */
import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material';
import LocalParking from '@mui/icons-material/LocalParking';
import Checkroom from '@mui/icons-material/Checkroom';
import Restaurant from '@mui/icons-material/Restaurant';
import LocalBar from '@mui/icons-material/LocalBar';
import DirectionsBus from '@mui/icons-material/DirectionsBus';
import Hotel from '@mui/icons-material/Hotel';
import Star from '@mui/icons-material/Star';
import CardGiftcard from '@mui/icons-material/CardGiftcard';

export const OPTION_ICONS: Record<string, ComponentType<SvgIconProps>> = {
  LocalParking,
  Checkroom,
  Restaurant,
  LocalBar,
  DirectionsBus,
  Hotel,
  Star,
  CardGiftcard,
};

export const OPTION_ICON_NAMES = Object.keys(OPTION_ICONS);
