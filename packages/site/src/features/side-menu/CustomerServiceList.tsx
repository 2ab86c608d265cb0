import { useTranslation } from '@wl/i18n';
import { useGetMemberInfoQuery } from '../../shared/account/api';
import { useBrand } from '../../shared/brand/BrandContext';
import { openCustomerServiceWindow } from '../../shared/customer-service/customerServiceWindow';
import { selectIsLoggedIn } from '../../shared/session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { alertShown, modalOpened } from '../../shared/ui/uiSlice';
import { MenuDisclosure } from './MenuDisclosure';
import { MenuIcon } from './menuIcons';
import { PanelButton, PanelList } from './panel';

/** Spec: VIP customer service when the club rank level is above 4, otherwise live chat. */
const VIP_RANK_ABOVE = 4;

export interface CustomerServiceListProps {
  mini: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Customer service: the member's service (VIP service above rank 4 when the brand has one, else live
 * chat) in the 440 x 750 service window, and the help centre.
 */
export function CustomerServiceList({ mini, open, onOpenChange }: CustomerServiceListProps) {
  const { t } = useTranslation(['sideMenu', 'common']);
  const brand = useBrand();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { data: member } = useGetMemberInfoQuery(undefined, { skip: !loggedIn });
  const vip =
    Boolean(brand.customerService.vipServiceUrl) &&
    (member?.clubLabel?.rankLevel ?? 0) > VIP_RANK_ABOVE;
  const url = vip ? (brand.customerService.vipServiceUrl ?? '') : brand.customerService.liveChatUrl;

  const openService = () => {
    onOpenChange(false);
    if (!openCustomerServiceWindow(url))
      dispatch(alertShown({ tone: 'warning', message: t('common:errors.popupBlocked') }));
  };

  return (
    <MenuDisclosure
      icon={<MenuIcon name="customerService" />}
      label={t('customerService.title')}
      mini={mini}
      open={open}
      onOpenChange={onOpenChange}
    >
      <PanelList aria-label={t('customerService.title')}>
        <li>
          <PanelButton type="button" onClick={openService}>
            <span className="label">
              {t(vip ? 'customerService.vip' : 'customerService.liveChat')}
            </span>
          </PanelButton>
        </li>
        <li>
          <PanelButton
            type="button"
            onClick={() => {
              onOpenChange(false);
              dispatch(modalOpened('help'));
            }}
          >
            <span className="label">{t('customerService.help')}</span>
          </PanelButton>
        </li>
      </PanelList>
    </MenuDisclosure>
  );
}
