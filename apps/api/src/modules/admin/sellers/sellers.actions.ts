// The seller calls at the wire edge: the operator's list, approval and the other standing changes,
// and the pin codes a seller delivers to.
import type {
  AdminSellerAnswer,
  SellersAnswer,
  SellersQuery,
  ServiceAreasAnswer,
  ServiceAreasBody,
} from '@haat/contract';
import type { Executor } from '../../../db/client.ts';
import type { SellerServiceArea } from '../../pincode/index.ts';
import { selectSellerPage } from '../../sellers/index.ts';
import type { Actor, OperatorDependencies } from '../shared/operator.ts';
import { pageOf } from '../shared/paging.ts';
import { approveSeller, getServiceAreas, replaceServiceAreas } from './sellers.service.ts';

const areaToWire = (area: SellerServiceArea) => ({ ...area });

export async function sellersToWire(db: Executor, query: SellersQuery): Promise<SellersAnswer> {
  const page = pageOf(query);
  const { rows, total } = await selectSellerPage(
    db,
    { search: query.q || undefined, status: query.status },
    page,
  );
  return {
    status: 'success',
    data: {
      items: rows.map(({ seller, productCount }) => ({
        sellerID: seller.id,
        shopName: seller.shopName,
        name: `${seller.firstName} ${seller.lastName}`.trim(),
        email: seller.email,
        mobile: seller.mobile,
        city: seller.city,
        gstin: seller.gstin,
        status: seller.status,
        productCount,
        createdAt: seller.createdAt.toISOString(),
      })),
      total,
      page: page.page,
      pageSize: page.pageSize,
    },
  };
}

export function createSellerActions(deps: OperatorDependencies, actor: Actor) {
  return {
    approve: async (sellerID: string): Promise<AdminSellerAnswer> => {
      const seller = await approveSeller(deps, actor, sellerID);
      return {
        status: 'success',
        message: `${seller.shopName} is approved.`,
        data: { sellerID: seller.sellerId, shopName: seller.shopName, status: 'approved' },
      };
    },
    serviceAreas: async (sellerID: string): Promise<ServiceAreasAnswer> => ({
      status: 'success',
      data: { sellerID, areas: (await getServiceAreas(deps, sellerID)).map(areaToWire) },
    }),

    replaceServiceAreas: async (
      sellerID: string,
      body: ServiceAreasBody,
    ): Promise<ServiceAreasAnswer> => ({
      status: 'success',
      data: {
        sellerID,
        areas: (await replaceServiceAreas(deps, actor, sellerID, body.areas)).map(areaToWire),
      },
    }),
  };
}
