/** MUI icons by the names used in definitions and menu entries (imported one by one to keep the bundle small). */
import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalance from '@mui/icons-material/AccountBalance';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Assessment from '@mui/icons-material/Assessment';
import Badge from '@mui/icons-material/Badge';
import Business from '@mui/icons-material/Business';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Campaign from '@mui/icons-material/Campaign';
import Dashboard from '@mui/icons-material/Dashboard';
import Event from '@mui/icons-material/Event';
import Extension from '@mui/icons-material/Extension';
import Groups from '@mui/icons-material/Groups';
import History from '@mui/icons-material/History';
import Map from '@mui/icons-material/Map';
import Palette from '@mui/icons-material/Palette';
import Payments from '@mui/icons-material/Payments';
import People from '@mui/icons-material/People';
import PersonSearch from '@mui/icons-material/PersonSearch';
import PointOfSale from '@mui/icons-material/PointOfSale';
import QrCodeScanner from '@mui/icons-material/QrCodeScanner';
import Receipt from '@mui/icons-material/Receipt';
import RoomService from '@mui/icons-material/RoomService';
import Category from '@mui/icons-material/Category';
import Storefront from '@mui/icons-material/Storefront';
import Style from '@mui/icons-material/Style';
import Web from '@mui/icons-material/Web';
import Circle from '@mui/icons-material/Circle';

export const ICONS: Record<string, SvgIconComponent> = {
  AccountBalance,
  AdminPanelSettings,
  Assessment,
  Badge,
  Business,
  CalendarMonth,
  Campaign,
  Dashboard,
  Event,
  Extension,
  Groups,
  History,
  Map,
  Palette,
  Payments,
  People,
  PersonSearch,
  PointOfSale,
  QrCodeScanner,
  Receipt,
  RoomService,
  Category,
  Storefront,
  Style,
  Web,
};

/** A name missing from the map still renders (a dot), so a typo never breaks the menu. */
export const iconFor = (name: string): SvgIconComponent => ICONS[name] ?? Circle;
